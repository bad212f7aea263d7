using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>The lab's own canary readings, between measuring processes: each goes into the run's trace (<see cref="JudgeStage"/>).</summary>
internal sealed class LabCanary(ICanary canary, JudgeStage judge, ILabClock clock)
{
    public double Read()
    {
        var ns = canary.MeasureNs();
        judge.Observe(clock.Elapsed.TotalSeconds, ns);
        return ns;
    }
}
