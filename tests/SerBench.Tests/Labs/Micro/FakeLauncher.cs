using SerBench.Labs.Micro;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Labs.Micro;

/// <summary>Answers every cell of a spec with three iterations of 100 ns, a slow canary when told, or a failure; sizes when the spec asks for them.</summary>
internal sealed class FakeLauncher : IMicroWorkerLauncher
{
    /// <summary>The serialized size every cell reports when its spec measures sizes.</summary>
    public const long SizeBytes = 42;

    private readonly Dictionary<(string, int), int> _attempts = [];

    public List<MicroWorkerSpec> Specs { get; } = [];

    public Func<MicroWorkerSpec, int, bool> SlowCanary { get; init; } = (_, _) => false;

    /// <summary>A slow canary around one cell of a process (spec, cell, the process's attempt).</summary>
    public Func<MicroWorkerSpec, MicroWorkerCell, int, bool> SlowCell { get; init; } = (_, _, _) => false;

    public Func<MicroWorkerSpec, bool> Fail { get; init; } = _ => false;

    /// <summary>A cell of a process (spec, cell, the process's attempt) whose iterations step to 1.4× halfway while its canary stays fast.</summary>
    public Func<MicroWorkerSpec, MicroWorkerCell, int, bool> SteppedCell { get; init; } = (_, _, _) => false;

    /// <summary>A process (spec, attempt) whose every cell runs 1.5× slower while its canary stays fast.</summary>
    public Func<MicroWorkerSpec, int, bool> SlowProcess { get; init; } = (_, _) => false;

    /// <summary>A process (1 for the first the lab starts) whose every cell's round reports two attempts: retried in place.</summary>
    public Func<int, bool> RetriedInPlace { get; init; } = _ => false;

    /// <summary>
    /// A cell of a spec measured while the machine ran this much slower than usual by the canary (0.1: 10 %), under the
    /// limit that marks a round disturbed: its canary and its times both read that much higher.
    /// </summary>
    public Func<MicroWorkerSpec, MicroWorkerCell, double> MildSlowdown { get; init; } = (_, _) => 0;

    /// <summary>Each iteration's time for a cell of a spec.</summary>
    public Func<MicroWorkerSpec, MicroWorkerCell, double> Ns { get; init; } = (_, _) => 100;

    /// <summary>How long each process takes before it answers (so the rounds' finishing times differ).</summary>
    public TimeSpan ProcessTakes { get; init; }

    /// <summary>What every process that measures its cells reports as its time before the first (a failing one reports none).</summary>
    public TimeSpan? BeforeFirstCell { get; init; }

    public MicroWorkerOutcome Run(MicroWorkerSpec spec, Action<int, CellRecord> onCell, CancellationToken cancellationToken)
    {
        Specs.Add(spec);
        Thread.Sleep(ProcessTakes);
        var key = (spec.Serializer, spec.Round);
        _attempts[key] = _attempts.GetValueOrDefault(key) + 1;
        var slowProcessCanary = SlowCanary(spec, _attempts[key]);
        var attempt = _attempts[key];
        var factor = SlowProcess(spec, _attempts[key]) ? 1.5 : 1;
        var attempts = RetriedInPlace(Specs.Count) ? 2 : 1;
        foreach (var cell in spec.Cells)
        {
            var record = Fail(spec)
                ? MicroWorkerProcess.Failed(spec, cell, "the measuring process ended with exit code 3 before it measured this cell", string.Empty)
                : RoundPoolingTests.Round(spec.Round, Iterations(factor * (1 + MildSlowdown(spec, cell)) * Ns(spec, cell), SteppedCell(spec, cell, attempt))) with
                {
                    Serializer = spec.Serializer,
                    Payload = cell.Payload,
                    Operation = cell.Operation,
                    SizeBytes = spec.MeasuresSizes ? SizeBytes : null,
                    ZstdBytes = spec.MeasuresSizes ? SizeBytes - 1 : null,
                };
            var canary = slowProcessCanary || SlowCell(spec, cell, attempt) ? 1_600 : 1_000 * (1 + MildSlowdown(spec, cell));
            if (record.Rounds is [var round])
            {
                record = record with { Rounds = [round with { Interference = new InterferenceReading(canary, canary, 0, 0), Attempts = attempts }] };
            }

            onCell(cell.Index, record);
        }

        return new MicroWorkerOutcome(Fail(spec) ? null : BeforeFirstCell);
    }

    private static double[] Iterations(double ns, bool stepped) =>
        stepped ? [ns, ns, ns, 1.4 * ns, 1.4 * ns, 1.4 * ns] : [ns, ns, ns];
}
