using SerBench.Output;

namespace SerBench.Labs.Shared;

/// <summary>
/// Executes a validated lab verb like `serbench run` does its run: run.json is written at the start
/// (partial) and after every cell, so Ctrl-C or a crash keeps what was measured; then the reports are written
/// and a short summary is printed. The lab's cells become run-file content through <c>apply</c>, which places
/// ordinary cells in <c>cells</c> and builds the lab's own section.
/// </summary>
internal sealed class LabSession(LabServices services, LabRequest request, PresetRecordSource preset, string commandLine)
{
    private const string Unfinished = "the process ended before the lab finished";
    private const string CancelledReason = "cancelled by the user";

    private readonly List<CellRecord> _completed = [];
    private RunFile _run = null!;
    private bool _createdDirectory;

    /// <param name="work">Runs the lab, reporting each cell to the observer; returns every cell.</param>
    /// <param name="apply">Puts the cells so far into the run file (ordinary cells and the lab's section).</param>
    /// <param name="lab">The lab whose summary the console shows at the end.</param>
    /// <param name="measuring">What the first line says is measured; null: the preset.</param>
    public int Execute(
        Func<IRunObserver, CancellationToken, IReadOnlyList<CellRecord>> work,
        Func<RunFile, IReadOnlyList<CellRecord>, RunFile> apply,
        ILab lab,
        string? measuring = null)
    {
        var output = services.Sink.Out;
        foreach (var note in request.Notes)
        {
            services.Sink.Error.WriteLine($"Note: {note}");
        }

        _createdDirectory = !Directory.Exists(request.OutputDirectory);
        Directory.CreateDirectory(request.OutputDirectory);
        _run = new RunFile
        {
            SerbenchVersion = RecordFactory.SerbenchVersion,
            Zstd = Engine.Compression.Zstd,
            Preset = preset.Name,
            PresetSettings = preset.Record,
            StartedUtc = services.Clock.GetUtcNow().UtcDateTime,
            Partial = true,
            PartialReason = Unfinished,
            CommandLine = commandLine,
            Environment = services.CaptureEnvironment(request.Serializers.Select(s => s.Info)),
            Serializers = RecordFactory.Serializers(services.Catalog),
            Payloads = [.. request.Payloads.Select(RecordFactory.Payload)],
        };
        services.WriteRunFile(request.OutputDirectory, _run);
        output.WriteLine($"SerBench {_run.SerbenchVersion}: {measuring ?? $"preset {preset.Name} ({preset.Description})"}, writing to {request.OutputDirectory}");

        using var cancellation = CancellationTokenSource.CreateLinkedTokenSource(services.CancellationToken);
        using var ctrlC = services.Sink.OnCancelRequested(cancellation.Cancel);
        IProgressDisplay display = services.Sink.IsInteractive
            ? new SpectreProgressDisplay(output)
            : new PlainProgressDisplay(output, services.Clock);
        try
        {
            var cells = display.Show(observer => work(new SavingObserver(this, observer, apply), cancellation.Token));
            var cancelled = cancellation.IsCancellationRequested;
            return Finish(apply, lab, cancelled ? [.. _completed] : cells, cancelled ? CancelledReason : null);
        }
        catch (UnoptimizedBuildException ex) when (_completed.Count == 0)
        {
            Discard();
            services.Sink.Error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }
        catch (OperationCanceledException) when (cancellation.IsCancellationRequested)
        {
            return Finish(apply, lab, [.. _completed], CancelledReason);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException and not StackOverflowException)
        {
            return Crash(apply, ex);
        }
    }

    private int Finish(Func<RunFile, IReadOnlyList<CellRecord>, RunFile> apply, ILab lab, IReadOnlyList<CellRecord> cells, string? partialReason)
    {
        _run = services.Finished(apply(_run, cells)) with
        {
            Partial = partialReason is not null,
            PartialReason = partialReason,
        };
        return LabOutput.Finish(
            services,
            request.OutputDirectory,
            _run,
            lab,
            partialReason is null ? null : $"The lab is partial ({partialReason}): {cells.Count} cells were measured and saved.");
    }

    private int Crash(Func<RunFile, IReadOnlyList<CellRecord>, RunFile> apply, Exception ex)
    {
        var error = services.Sink.Error;
        error.WriteLine($"serbench: the lab crashed ({ex.GetType().Name}): {ex.Message}");
        try
        {
            _run = apply(_run, [.. _completed]) with { Partial = true, PartialReason = $"crashed: {ex.GetType().Name}: {ex.Message}" };
            services.WriteRunFile(request.OutputDirectory, _run);
            ReportFiles.Write(request.OutputDirectory, _run);
            error.WriteLine($"The {_completed.Count} cells measured before the crash are kept in {Path.Combine(request.OutputDirectory, RunFileStore.FileName)} (marked partial).");
        }
        catch (Exception saveError) when (saveError is not OutOfMemoryException)
        {
            error.WriteLine($"The partial lab could not be saved either ({saveError.GetType().Name}: {saveError.Message}).");
        }

        return ExitCodes.Crashed;
    }

    private void Discard()
    {
        File.Delete(Path.Combine(request.OutputDirectory, RunFileStore.FileName));
        if (_createdDirectory && !Directory.EnumerateFileSystemEntries(request.OutputDirectory).Any())
        {
            Directory.Delete(request.OutputDirectory);
        }
    }

    private void Completed(CellRecord cell, Func<RunFile, IReadOnlyList<CellRecord>, RunFile> apply)
    {
        _completed.Add(cell);
        _run = apply(_run, [.. _completed]);
        services.WriteRunFile(request.OutputDirectory, _run);
    }

    /// <summary>Saves before the display hears of the cell, so what the user saw finish is on disk.</summary>
    private sealed class SavingObserver(LabSession session, IRunObserver display, Func<RunFile, IReadOnlyList<CellRecord>, RunFile> apply) : IRunObserver
    {
        public void Planned(int totalCells) => display.Planned(totalCells);

        public void Planned(IReadOnlyList<PlannedCell> cells) => display.Planned(cells);

        public void CellStarting(int index, string serializer, string payload, string operation) =>
            display.CellStarting(index, serializer, payload, operation);

        public void CellCompleted(int index, CellRecord cell)
        {
            session.Completed(cell, apply);
            display.CellCompleted(index, cell);
        }
    }
}

/// <summary>The preset a lab ran with, as the run file names and records it.</summary>
internal sealed record PresetRecordSource(string Name, string Description, PresetRecord? Record)
{
    public static PresetRecordSource Of(LabPreset preset) => new(preset.Name, preset.Description, preset.Record);
}
