using SerBench.Engine.Interference;
using SerBench.Output;

namespace SerBench.Labs.Micro;

/// <summary>
/// Compiles the lab's own work on a reported cell (reading the protocol line, pooling the rounds, judging the latest,
/// naming it for the progress line) on a made-up cell before the first measuring process starts. Compiled the first
/// time a real cell arrived, that work (the JIT's, and its tier-1 recompiles) kept the other core busy while the first
/// process measured its next cells, and the lab flagged them for another process being busy.
/// </summary>
internal static class LabSideWarmup
{
    /// <summary>
    /// Long enough for the tier-1 recompiles that follow the first compiles (with the runtime's call-counting delay,
    /// which the lab keeps for itself): with a shorter quiet period the warm-up ended before them and the lab still
    /// spent CPU beside the first process's cells; with this one it runs to its limit and spends little there
    /// (measured: docs/measuring.md, 'Measurements behind the code').
    /// </summary>
    private static readonly TimeSpan QuietPeriod = TimeSpan.FromMilliseconds(400);

    /// <summary>
    /// Runs before the first measuring process starts, on the calling thread: run beside that process instead, it went on
    /// compiling into the process's first measured cells, as the lab's other threads kept the JIT from going quiet.
    /// Returns the line for the log. A warm-up that throws has merely warmed less: the real cells run the same code.
    /// </summary>
    public static string Run(RunJudge judge)
    {
        try
        {
            return JitWarmup.UntilQuiet([new ReportedCell(judge)], QuietPeriod, static (_, _) => { });
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return $"// SerBench lab-side warm-up stopped: {ex.GetType().Name}: {ex.Message}";
        }
    }

    /// <summary>One made-up cell through the same calls as a real one; nothing is kept.</summary>
    private sealed class ReportedCell(RunJudge judge) : CellOperation
    {
        private static readonly CellRecord First = MadeUp(1, 1_000, 1_010, 0.01);
        private static readonly CellRecord Second = MadeUp(2, 1_050, 1_600, 0.4);

        public override void Invoke()
        {
            var line = MicroWorkerProtocol.Line(7, Second);
            var parsed = MicroWorkerProtocol.Parse(line).Cell;
            var trace = RunJudge.CanaryReadings(parsed).Select((ns, i) => new CanaryPoint(i, ns)).ToList();
            var baseline = RunJudge.Baseline(trace);
            var pooled = RoundPooling.Combine([judge.JudgeRound(First, baseline), judge.JudgeRound(parsed, baseline)], isSmoke: false);
            GC.KeepAlive(CellNames.Describe(pooled) + Units.Time(pooled.MedianNs ?? 0));
        }

        private static CellRecord MadeUp(int round, double medianNs, double canaryAfterNs, double othersBusyCores) => new()
        {
            Serializer = "lab-side-warm-up",
            Payload = "simple",
            PayloadSize = 1,
            Operation = Operations.Serialize,
            Status = CellStatus.Ok,
            SizeBytes = 42,
            MedianNs = medianNs,
            CiLowerNs = medianNs * 0.99,
            CiUpperNs = medianNs * 1.01,
            AllocatedBytes = 120,
            Iterations = 6,
            Rounds =
            [
                new RoundRecord
                {
                    Round = round,
                    MedianNs = medianNs,
                    IterationNs = [medianNs * 0.99, medianNs, medianNs * 1.01, medianNs * 1.02, medianNs * 0.98, medianNs],
                    OverheadNs = 0.3,
                    Interference = new InterferenceReading(1_000, canaryAfterNs, othersBusyCores, 0),
                },
            ],
        };
    }
}
