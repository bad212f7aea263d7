using SerBench.Engine.Interference;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>What the OS would say of the simulated machine: other processes' CPU time so far, on the fake clock.</summary>
internal sealed class SimProbe(SimMachine machine, SimClock clock) : IMachineProbe
{
    public MachineSample? Sample() => new MachineSample(clock.Elapsed, machine.BusySeconds(clock.Elapsed), 0, 0);
}
