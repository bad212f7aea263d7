using System.Diagnostics;

namespace SerBench.Labs.Robustness;

/// <summary>
/// Runs a robustness plan cell by cell, saving run.json after each (partial until the end, so Ctrl-C keeps what
/// ran), then writes the reports and prints the per-serializer summary.
/// </summary>
internal sealed class RobustnessSession(LabServices services, RobustnessPlan plan, string commandLine)
{
    public const string PresetName = "robustness";

    private readonly List<RobustnessCellRecord> _cells = [];
    private readonly Stopwatch _clock = new();
    private RunFile _run = null!;

    public int Execute()
    {
        var output = services.Sink.Out;
        Directory.CreateDirectory(plan.OutputDirectory);
        _run = new RunFile
        {
            SerbenchVersion = RecordFactory.SerbenchVersion,
            Zstd = Engine.Compression.Zstd,
            Preset = PresetName,
            StartedUtc = services.Clock.GetUtcNow().UtcDateTime,
            Partial = true,
            PartialReason = "the process ended before the robustness run finished",
            CommandLine = commandLine,
            Environment = services.CaptureEnvironment(plan.Serializers.Select(s => s.Info)),
            Serializers = RecordFactory.Serializers(services.Catalog),
            Payloads = [.. plan.Payloads.Select(RecordFactory.Payload)],
        };
        Save(partialReason: _run.PartialReason);
        output.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"SerBench {_run.SerbenchVersion} robustness: seed {plan.Seed}, sample {plan.Sample}, {plan.Limits.TimeoutMs} ms and {plan.Limits.MemoryMb} MiB per case, writing to {plan.OutputDirectory}"));

        using var cancellation = CancellationTokenSource.CreateLinkedTokenSource(services.CancellationToken);
        using var ctrlC = services.Sink.OnCancelRequested(cancellation.Cancel);
        _clock.Start();
        var total = plan.Serializers.Count * plan.Payloads.Count;
        var index = 0;
        try
        {
            foreach (var adapter in plan.Serializers)
            {
                foreach (var payload in plan.Payloads)
                {
                    index++;
                    var cell = new RobustnessCellRunner(plan, adapter, payload).Run(cancellation.Token);
                    _cells.Add(cell);
                    Save(partialReason: _run.PartialReason);
                    if (cell.Status != CellTally.NotRun)
                    {
                        output.WriteLine(Progress(index, total, cell));
                    }
                }
            }
        }
        catch (OperationCanceledException) when (cancellation.IsCancellationRequested)
        {
            return Finish("cancelled by the user");
        }

        return Finish(null);
    }

    private int Finish(string? partialReason)
    {
        Save(partialReason);
        _run = services.Finished(_run);
        return LabOutput.Finish(
            services,
            plan.OutputDirectory,
            _run,
            new RobustnessLab(),
            partialReason is null ? null : $"The robustness run is partial ({partialReason}); the cells that ran are saved.",
            RobustnessPlan.InputsWritten);
    }

    private void Save(string? partialReason)
    {
        var summaries = plan.Serializers
            .Select(s => SecurityVerdict.Summarize(s.Info, [.. _cells.Where(c => c.Serializer == s.Info.Id)], plan.Limits))
            .Where(s => s.Cells > 0)
            .ToList();
        _run = _run with
        {
            Partial = partialReason is not null,
            PartialReason = partialReason,
            Robustness = new RobustnessSection
            {
                Seed = plan.Seed,
                Sample = plan.Sample,
                TimeoutMs = plan.Limits.TimeoutMs,
                MemoryMb = plan.Limits.MemoryMb,
                ExcessiveAllocationRatio = WorkerLimits.ExcessiveRatio,
                DurationSeconds = Math.Round(_clock.Elapsed.TotalSeconds, 1),
                InputsFolder = RobustnessPlan.InputsFolder,
                Cells = [.. _cells],
                Serializers = summaries,
            },
        };
        services.WriteRunFile(plan.OutputDirectory, _run);
    }

    private static string Progress(int index, int total, RobustnessCellRecord cell)
    {
        var c = cell.Counts;
        var parts = new List<string> { $"{c.Rejected:N0} rejected", $"{c.Equal:N0} equal" };
        void Add(int n, string what)
        {
            if (n > 0)
            {
                parts.Add($"{n:N0} {what}");
            }
        }

        Add(c.Different, "different");
        Add(c.Hang, "hang");
        Add(c.Crash, "crash");
        Add(c.OutOfMemory, "out of memory");
        Add(c.ExcessiveAllocation, "allocating far beyond input");
        var stopped = cell.Status == CellTally.Stopped ? $" ({cell.Reason})" : string.Empty;
        return string.Create(CultureInfo.InvariantCulture,
            $"[{index}/{total}] {cell.Serializer} × {cell.Payload} ({Units.Bytes(cell.ValidBytes)}): {cell.Cases:N0} cases in {cell.DurationSeconds:0.0} s: {string.Join(", ", parts)}{stopped}");
    }
}
