namespace SerBench.Output;

/// <summary>Shows a run's progress while <c>work</c> runs; the observer it hands over receives the engine's events.</summary>
internal interface IProgressDisplay
{
    TResult Show<TResult>(Func<IRunObserver, TResult> work);
}
