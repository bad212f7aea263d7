using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>How the run was measured, as run.json's measurement section says it: before the rounds, and again at the end.</summary>
internal sealed class MeasurementRecorder(JudgeStage judge, ICanary canary)
{
    public MeasurementRecord Of(PreparedRun run, IReadOnlyList<CellRecord> final, IReadOnlyList<SlowProcessRecord> slowProcesses, string? stoppedRemeasuring) =>
        judge.Rules.Summarize(Isolations.Process, run.Seed, run.Preset.Rounds, [.. judge.Trace], final, stoppedRemeasuring) with
        {
            Sink = run.Plan.Sink,
            CanaryWork = canary.Work,
            SlowProcesses = [.. slowProcesses],
            MaxProcessSlowdown = judge.Rules.Policy.MaxProcessSlowdown,
        };
}
