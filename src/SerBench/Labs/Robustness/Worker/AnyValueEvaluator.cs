using System.Diagnostics;

namespace SerBench.Labs.Robustness;

/// <summary>
/// Corpus mode's `--type any` evaluator, in the worker: reads each input as any value of the row's format
/// (<see cref="IAnyValueReader"/>), so the verdict is about the parser's syntax, not about mapping to a model.
/// </summary>
internal sealed class AnyValueEvaluator(IAnyValueReader reader) : ICaseEvaluator
{
    /// <summary>The payload id the worker takes for this target.</summary>
    public const string Any = "any";

    public WorkerReply Evaluate(WorkerRequest request)
    {
        ArgumentNullException.ThrowIfNull(request);
        var before = GC.GetTotalAllocatedBytes(precise: true);
        var clock = Stopwatch.StartNew();
        string outcome;
        string? exception = null;
        string? detail = null;
        try
        {
            _ = reader.ReadAnyValue(request.Input);
            outcome = Outcomes.Accepted;
        }
        catch (OutOfMemoryException ex)
        {
            (outcome, exception, detail) = (Outcomes.OutOfMemory, ex.GetType().FullName, CaseEvaluator.Shorten(ex.Message));
            GC.Collect(GC.MaxGeneration, GCCollectionMode.Aggressive, blocking: true, compacting: true);
        }
        catch (Exception ex)
        {
            (outcome, exception, detail) = (Outcomes.Rejected, ex.GetType().FullName, CaseEvaluator.Shorten(ex.Message));
        }

        return new WorkerReply
        {
            Index = request.Index,
            Outcome = outcome,
            Exception = exception,
            Detail = detail,
            AllocatedBytes = GC.GetTotalAllocatedBytes(precise: true) - before,
            ElapsedMs = clock.Elapsed.TotalMilliseconds,
        };
    }
}
