using SerBench.Tests.Reports;

namespace SerBench.Tests.Interop;

/// <summary>A small run for the BenchmarkDotNet JSON tests: measured cells with two rounds (one left out elsewhere), counts, a failure, an unsupported cell.</summary>
internal static class BdnFixture
{
    public static RunFile Run() => ReportFixture.Run() with
    {
        Measurement = new MeasurementRecord { Isolation = Isolations.Process, Seed = 7, Rounds = 2 },
        Cells =
        [
            Timed(TestRuns.Ok("fast", "complex", "serialize", 121, 600), [120, 121, 123, 119, 122, 125], [118, 121, 126, 120, 124, 117]) with
            {
                Gen0PerThousandOps = 0.0123, Gen1PerThousandOps = 0, Gen2PerThousandOps = 0, ZstdBytes = 480,
                Counts = new CountsRecord { Instructions = 4321.5, L1Misses = 3.25, LastLevelMisses = 0.5, BranchMispredictions = 7.75, EstimatedCycles = 5000, Spread = 0.001 },
            },
            Timed(TestRuns.Ok("slow", "complex", "deserialize", 250, 300), [250, 240, 260, 255, 245, 251], [900, 910, 905, 899, 902, 901], leftOutSecond: true),
            Timed(TestRuns.Ok("fast", "customers", "serialize", 1_500_000, 36_000, size: 100), [1_500_000, 1_490_000, 1_510_000], [1_505_000, 1_495_000, 1_502_000]),
            new CellRecord
            {
                Serializer = "broken", Payload = "complex", PayloadSize = 1, Operation = "serialize", Status = CellStatus.Failed,
                Reason = "the round trip gave back a different object", Diff = ReportFixture.Diff,
            },
            new CellRecord
            {
                Serializer = "nope", Payload = "complex", PayloadSize = 1, Operation = "deserialize", Status = CellStatus.Unsupported,
                Reason = "needs [DataContract] on every type",
            },
        ],
    };

    /// <summary>The cell's median is its kept iterations' median, as the lab works it out.</summary>
    private static CellRecord Timed(CellRecord cell, double[] first, double[] second, bool leftOutSecond = false) => cell with
    {
        MedianNs = Median([.. first, .. leftOutSecond ? [] : second]),
        Iterations = first.Length + (leftOutSecond ? 0 : second.Length),
        Rounds =
        [
            new RoundRecord { Round = 1, MedianNs = first.Order().ElementAt(first.Length / 2), IterationNs = first },
            new RoundRecord { Round = 2, MedianNs = second.Order().ElementAt(second.Length / 2), IterationNs = second, LeftOut = leftOutSecond, Disturbed = leftOutSecond },
        ],
    };

    private static double Median(double[] values)
    {
        var sorted = values.Order().ToArray();
        return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
    }
}
