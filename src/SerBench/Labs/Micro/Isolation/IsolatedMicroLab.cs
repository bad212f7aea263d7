using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>
/// The micro lab's default way of measuring: every serializer's cells in a process of their own, in rounds (each round
/// a fresh process per serializer and its own shuffled order), with the machine watched around every cell; rounds
/// measured while the machine was busy or slow are measured again once it is back at full speed. Each cell's figures
/// pool every round's iterations. A run goes through its stages in order: <see cref="PrepareStage"/>,
/// <see cref="WarmStage"/>, <see cref="MeasureStage"/>, <see cref="RemeasureStage"/>, <see cref="PoolStage"/>; every
/// round a process reports is judged as it arrives (<see cref="JudgeStage"/>), and the later stages read that verdict.
/// </summary>
/// <param name="launcher">Starts the measuring processes.</param>
/// <param name="canary">The lab's own readings of the machine's speed, between processes.</param>
/// <param name="policy">When a round is disturbed, and how often it is measured again.</param>
/// <param name="warmsLabSide">Whether to compile the lab's own per-cell work before the first measuring process starts (<see cref="LabSideWarmup"/>).</param>
/// <param name="clock">The lab's time and waits; null: the machine's own, started now.</param>
internal sealed class IsolatedMicroLab(IMicroWorkerLauncher launcher, ICanary canary, InterferencePolicy policy, bool warmsLabSide = false, ILabClock? clock = null)
{
    private readonly ILabClock _clock = clock ?? new StopwatchClock();

    public static IsolatedMicroLab ForThisMachine() => new(new MicroWorkerProcess(), new Canary(), InterferencePolicy.Default, warmsLabSide: true);

    public IReadOnlyList<CellRecord> Run(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        var rules = new RunJudge(policy);
        var judge = new JudgeStage(rules);
        var summary = new MeasurementRecorder(judge, canary);
        var time = new MeasuringTimeLedger();

        var run = WarmStage.Run(new PrepareStage(observer, summary).Run(plan), warmsLabSide, rules);

        var progress = new MeasurementProgress(observer, run.FirstRounds);
        var processes = new MeasuringProcesses(run, launcher, new RunRounds(run), judge, progress, time, _clock);
        var labCanary = new LabCanary(canary, judge, _clock);
        var rounds = new MeasureStage(processes, labCanary, time, _clock).Run(run, cancellationToken);

        var settle = new SettleWait(policy, labCanary, time, _clock);
        var remeasure = new RemeasureStage(
            new SlowProcessRetry(run, judge, processes, settle, progress),
            new FollowUpPasses(run, judge, processes, settle, progress),
            time,
            _clock);
        var remeasured = run.Preset.IsSmoke || cancellationToken.IsCancellationRequested
            ? Remeasured.Nothing(rounds)
            : remeasure.Run(rounds, cancellationToken);

        return new PoolStage(judge, summary, time, _clock, observer).Run(run, remeasured);
    }
}
