using System.Text.Json;
using SerBench.Labs.Micro;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>
/// Runs a <see cref="SimScenario"/> through the real <see cref="IsolatedMicroLab"/> on a fake clock and writes down every
/// decision: the processes it starts and what it hands them, its canary readings and waits, what the display hears,
/// and at the end the run file's measurement and cells.
/// </summary>
internal static class EngineSimulation
{
    public static SimulationResult Run(SimScenario scenario)
    {
        var clock = new SimClock();
        var log = new DecisionLog(clock);
        clock.Log = log;
        var machine = new SimMachine(new SimDice(scenario.Seed), scenario.Machine);
        using var cancel = new CancellationTokenSource();
        var observer = new TraceObserver(log);
        var worker = new SimWorker(scenario, machine, clock, log, cancel);
        var lab = new IsolatedMicroLab(worker, new SimCanary(machine, clock, log), scenario.Policy, warmsLabSide: false, clock);

        var cells = lab.Run(scenario.Plan(), observer, cancel.Token);

        var measurement = observer.Measurements[^1];
        log.Section("measurement", JsonSerializer.Serialize(measurement, RunFileJson.Options));
        log.Section("cells", JsonSerializer.Serialize(cells, RunFileJson.Options));
        return new SimulationResult(scenario, $"# {scenario.Describe()}\n== decisions\n{log}", log, cells, measurement, observer.Completed);
    }
}
