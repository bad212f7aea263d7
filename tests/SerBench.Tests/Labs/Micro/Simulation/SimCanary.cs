using SerBench.Engine.Interference;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>The simulated machine's canary: its speed at the fake clock's time; the lab's readings go in the log.</summary>
internal sealed class SimCanary(SimMachine machine, SimClock clock, DecisionLog? log) : ICanary
{
    public string Work => "sim";

    public double MeasureNs()
    {
        var ns = Math.Round(SimMachine.CanaryNs * machine.Slowdown(clock.Elapsed), 1);
        log?.Write("canary " + DecisionLog.N(ns));
        return ns;
    }
}
