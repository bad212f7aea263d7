using System.Diagnostics;

namespace SerBench.Labs.Robustness;

/// <summary>
/// Runs a corpus plan row by row, saving run.json after each (partial until the end, so Ctrl-C keeps what ran),
/// then writes the reports and prints the verdict table.
/// </summary>
internal sealed class CorpusSession(LabServices services, CorpusPlan plan, int filesFound, string commandLine)
{
    private readonly List<CorpusRowRecord> _rows = [];
    private readonly Stopwatch _clock = new();
    private RunFile _run = null!;

    public int Execute()
    {
        Directory.CreateDirectory(plan.OutputDirectory);
        _run = new RunFile
        {
            SerbenchVersion = RecordFactory.SerbenchVersion,
            Zstd = Engine.Compression.Zstd,
            Preset = RobustnessSession.PresetName,
            StartedUtc = services.Clock.GetUtcNow().UtcDateTime,
            CommandLine = commandLine,
            Environment = services.CaptureEnvironment(plan.Serializers.Select(s => s.Info)),
            Serializers = RecordFactory.Serializers(services.Catalog),
        };
        Save("the process ended before the corpus run finished");
        var output = services.Sink.Out;
        output.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"SerBench {_run.SerbenchVersion} robustness corpus: {plan.Files.Count:N0} files from {plan.Directory} read as {plan.Payload?.Id ?? "any value"}, {plan.Serializers.Count} serializers, {plan.Limits.TimeoutMs} ms and {plan.Limits.MemoryMb} MiB per input, writing to {plan.OutputDirectory}"));
        foreach (var (file, reason) in plan.Refused)
        {
            output.WriteLine($"  refused {file.Name}: {reason}");
        }

        using var cancellation = CancellationTokenSource.CreateLinkedTokenSource(services.CancellationToken);
        using var ctrlC = services.Sink.OnCancelRequested(cancellation.Cancel);
        _clock.Start();
        try
        {
            foreach (var adapter in plan.Serializers)
            {
                var row = new CorpusRunner(plan, adapter).Run(cancellation.Token);
                _rows.Add(row);
                Save(_run.PartialReason);
                output.WriteLine(CorpusConsoleTable.Progress(row));
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
            partialReason is null ? null : $"The corpus run is partial ({partialReason}); the rows that ran are saved.",
            RobustnessPlan.InputsWritten);
    }

    private void Save(string? partialReason)
    {
        _run = _run with
        {
            Partial = partialReason is not null,
            PartialReason = partialReason,
            Corpus = new CorpusSection
            {
                Directory = plan.Directory,
                Target = plan.Payload?.Id ?? AnyValueEvaluator.Any,
                Files = filesFound,
                TimeoutMs = plan.Limits.TimeoutMs,
                MemoryMb = plan.Limits.MemoryMb,
                MaxInputBytes = CorpusPlan.MaxInputBytes(plan.Limits),
                DurationSeconds = Math.Round(_clock.Elapsed.TotalSeconds, 1),
                InputsFolder = RobustnessPlan.InputsFolder,
                Refused = [.. plan.Refused.Select(r => new CorpusRefusal(r.File.Name, r.File.Bytes, r.Reason))],
                Rows = [.. _rows],
            },
        };
        services.WriteRunFile(plan.OutputDirectory, _run);
    }
}
