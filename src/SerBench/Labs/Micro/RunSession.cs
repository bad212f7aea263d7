using SerBench.Labs.Micro.Counts;
using SerBench.Labs.Micro.Runtimes;
using SerBench.Output;

namespace SerBench.Labs.Micro;

/// <summary>
/// Executes a validated run: saves run.json whenever the engine is idle (Partial until the end), and on Ctrl-C or a
/// crash, so every measured cell is kept; then writes the reports and prints the table.
/// </summary>
internal sealed class RunSession(LabServices services, RunRequest request, string commandLine)
{
    private const string Unfinished = "the process ended before the run finished";
    private const string CancelledReason = "cancelled by the user";

    private readonly SortedDictionary<int, CellRecord> _completed = [];
    private RunFile _run = null!;
    private bool _createdDirectory;
    private bool _unsaved;

    public int Execute()
    {
        var output = services.Sink.Out;
        var valgrind = request.Measure == Measures.Time ? null : services.ValgrindVersion();
        if (request.Measure != Measures.Time && CountedRun.CannotCount(valgrind) is { } cannot)
        {
            services.Sink.Error.WriteLine($"serbench: {cannot}");
            services.Sink.Error.WriteLine("Nothing was run.");
            return ExitCodes.UsageError;
        }

        foreach (var note in request.Notes)
        {
            services.Sink.Error.WriteLine($"Note: {note}");
        }

        var workers = RuntimeWorkers.Build(services, request.Runtimes);
        if (workers is null)
        {
            return ExitCodes.UsageError;
        }

        _createdDirectory = !Directory.Exists(request.OutputDirectory);
        Directory.CreateDirectory(request.OutputDirectory);
        _run = new RunFile
        {
            SerbenchVersion = RecordFactory.SerbenchVersion,
            Zstd = Engine.Compression.Zstd,
            Preset = request.Preset.Name,
            PresetSettings = request.Preset.ToRecord(),
            StartedUtc = services.Clock.GetUtcNow().UtcDateTime,
            Partial = true,
            PartialReason = Unfinished,
            PlannedCells = request.Plan.CellCount() * Math.Max(1, request.Runtimes.Count),
            Measure = request.Measure == Measures.Time ? null : request.Measure,
            CommandLine = commandLine,
            Environment = services.CaptureEnvironment(request.Serializers.Select(s => s.Info)),
            Serializers = RecordFactory.Serializers(services.Catalog),
            Payloads = [.. request.Plan.Payloads.Select(RecordFactory.Payload)],
        };
        services.WriteRunFile(request.OutputDirectory, _run);
        output.WriteLine(request.Measure == Measures.Counts
            ? $"SerBench {_run.SerbenchVersion}: counts under valgrind's callgrind (no time figures), writing to {request.OutputDirectory}"
            : $"SerBench {_run.SerbenchVersion}: preset {request.Preset.Name} ({request.Preset.Description}), writing to {request.OutputDirectory}");
        if (request.Measure != Measures.Counts)
        {
            output.WriteLine(request.Plan.InProcess
            ? $"In process ({request.Plan.InProcessReason}): every cell in this one process, in plan order, one round, nothing re-measured. For debugging; do not compare these figures with a normal run's."
            : $"Each serializer in processes of its own, {request.Preset.Rounds} round(s) in shuffled order, seed {request.Plan.Seed} (--seed {request.Plan.Seed} measures in the same order again).");
        }

        using var cancellation = CancellationTokenSource.CreateLinkedTokenSource(services.CancellationToken);
        using var ctrlC = services.Sink.OnCancelRequested(cancellation.Cancel);
        IProgressDisplay display = services.Sink.IsInteractive
            ? new SpectreProgressDisplay(output)
            : new PlainProgressDisplay(output, services.Clock);
        try
        {
            var cells = request.Measure == Measures.Counts ? [] : display.Show(observer => Measure(workers, new SavingObserver(this, observer), cancellation.Token));
            if (request.Measure != Measures.Time && !cancellation.IsCancellationRequested)
            {
                cells = Count(valgrind!, workers, display, cancellation.Token);
            }

            var cancelled = cancellation.IsCancellationRequested;
            return Finish(cancelled ? [.. _completed.Values] : cells, cancelled ? CancelledReason : null);
        }
        catch (UnoptimizedBuildException ex) when (_completed.Count == 0)
        {
            // The engine refuses before measuring anything: a setup mistake, so leave no run folder behind.
            Discard();
            services.Sink.Error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }
        catch (OperationCanceledException) when (cancellation.IsCancellationRequested)
        {
            return Finish([.. _completed.Values], CancelledReason);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException and not StackOverflowException)
        {
            return Crash(ex);
        }
    }

    /// <summary>Times the plan: on this lab program's runtime, or on each runtime of --runtimes with its worker.</summary>
    private IReadOnlyList<CellRecord> Measure(IReadOnlyList<(MeasuringRuntime, WorkerBuild)> workers, IRunObserver observer, CancellationToken cancellationToken)
    {
        if (workers.Count == 0)
        {
            return services.Runner(request.Plan, observer, cancellationToken);
        }

        var outcome = new RuntimesRun(services.RuntimeLab, services.RuntimeExclusion).Run(request.Plan, workers, observer, cancellationToken);
        _run = _run with { Runtimes = outcome.Runtimes };
        return outcome.Cells;
    }

    /// <summary>
    /// Counts the plan's cells, in this lab program or in each runtime's worker of --runtimes; in a both run, after the
    /// time rounds, into the cells they measured.
    /// </summary>
    private IReadOnlyList<CellRecord> Count(string valgrind, IReadOnlyList<(MeasuringRuntime, WorkerBuild)> workers, IProgressDisplay display, CancellationToken cancellationToken)
    {
        var both = request.Measure == Measures.Both;
        services.Sink.Out.WriteLine(CountedRun.StartLine(Environment.ProcessorCount));
        IRunObserver Saving(IRunObserver observer) => both ? new JoiningObserver(this, observer) : new SavingObserver(this, observer);
        if (workers.Count == 0)
        {
            var outcome = display.Show(observer => services.Counter(request.Plan, Saving(observer), cancellationToken));
            _run = _run with { CountsSettings = CountedRun.Settings(valgrind, outcome) };
            return both ? [.. _completed.Values] : outcome.Cells;
        }

        var (counted, runtimes) = display.Show(observer => new RuntimesCount(services.RuntimeCounter, services.RuntimeExclusion).Run(request.Plan, workers, Saving(observer), cancellationToken));
        _run = _run with
        {
            CountsSettings = CountedRun.Settings(valgrind, counted, RuntimesCount.Regime(runtimes)),
            Runtimes = _run.Runtimes is { } timed
                ? [.. timed.Select(t => t with { CountsRegime = runtimes.FirstOrDefault(r => r.Name == t.Name)?.CountsRegime })]
                : runtimes,
        };
        return both ? [.. _completed.Values] : counted.Cells;
    }

    private int Finish(IReadOnlyList<CellRecord> cells, string? partialReason)
    {
        _run = services.Finished(_run) with
        {
            Cells = cells,
            PresetSettings = WithLoopOverhead(_run.PresetSettings),
            Partial = partialReason is not null,
            PartialReason = partialReason,
        };
        return LabOutput.Finish(
            services,
            request.OutputDirectory,
            _run,
            new MicroLab(),
            partialReason is null ? null : $"The run is partial ({partialReason}): {cells.Count} of {_run.PlannedCells} cells were measured and saved.");
    }

    /// <summary>The preset settings with the loop overhead the engine subtracted, once it has measured it.</summary>
    private static PresetRecord? WithLoopOverhead(PresetRecord? settings) =>
        settings is { OverheadMeasuredOncePerProcess: true } && InProcessMicroLab.MeasuredLoopOverheadNs is { } ns
            ? settings with { LoopOverheadNs = ns }
            : settings;

    private int Crash(Exception ex)
    {
        var reason = $"crashed: {ex.GetType().Name}: {ex.Message}";
        var error = services.Sink.Error;
        try
        {
            _run = _run with { Cells = [.. _completed.Values], Partial = true, PartialReason = reason };
            services.WriteRunFile(request.OutputDirectory, _run);
            ReportFiles.Write(request.OutputDirectory, _run);
            error.WriteLine($"serbench: the lab crashed ({ex.GetType().Name}): {ex.Message}");
            error.WriteLine($"The {_completed.Count} cells measured before the crash are kept in {Path.Combine(request.OutputDirectory, RunFileStore.FileName)} (marked partial).");
        }
        catch (Exception saveError) when (saveError is not OutOfMemoryException)
        {
            error.WriteLine($"serbench: the lab crashed ({ex.GetType().Name}): {ex.Message}");
            error.WriteLine($"The partial run could not be saved either ({saveError.GetType().Name}: {saveError.Message}); the last saved state is in {Path.Combine(request.OutputDirectory, RunFileStore.FileName)}.");
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

    private void Completed(int index, CellRecord cell)
    {
        _completed[index] = cell;
        _unsaved = true;
    }

    private void SaveIfChanged()
    {
        if (!_unsaved)
        {
            return;
        }

        _run = _run with { Cells = [.. _completed.Values], PresetSettings = WithLoopOverhead(_run.PresetSettings) };
        services.WriteRunFile(request.OutputDirectory, _run);
        _unsaved = false;
    }

    /// <summary>A both run's counts phase: each counted cell joins the time cell it counted again before it is saved.</summary>
    private sealed class JoiningObserver(RunSession session, IRunObserver display) : IRunObserver
    {
        /// <summary>Where a counted cell goes whose time cell is missing (a cancelled time phase): after every time cell.</summary>
        private const int Unmatched = 1_000_000;

        private readonly SavingObserver _saving = new(session, display);

        public void Planned(int totalCells) => display.Planned(totalCells);

        public void CellStarting(int index, string serializer, string payload, string operation) =>
            display.CellStarting(index, serializer, payload, operation);

        public void CellCompleted(int index, CellRecord cell)
        {
            var timed = session._completed.FirstOrDefault(c => c.Value.Serializer == cell.Serializer && c.Value.Payload == cell.Payload && c.Value.PayloadSize == cell.PayloadSize && c.Value.Operation == cell.Operation && c.Value.Runtime == cell.Runtime);
            if (timed.Value is null)
            {
                _saving.CellCompleted(Unmatched + index, cell);
                return;
            }

            session.Completed(timed.Key, CountedRun.Join([timed.Value], [cell])[0]);
            display.CellCompleted(index, cell);
        }

        public void Idle() => _saving.Idle();
    }

    /// <summary>
    /// Saves when the engine says nothing is being measured: a measuring process measures its next cell while this
    /// process hears of the last one, and writing the whole run file beside it (measured: docs/measuring.md,
    /// 'Measurements behind the code') is what the lab would flag as another process busy. In process that is after
    /// every cell; isolated, once each measuring process has ended, so a process killed outright loses at most the
    /// cells of the measuring process under way (Ctrl-C and crashes save everything).
    /// </summary>
    private sealed class SavingObserver(RunSession session, IRunObserver display) : IRunObserver
    {
        public void Planned(int totalCells) => display.Planned(totalCells);

        public void Planned(IReadOnlyList<PlannedCell> cells) => display.Planned(cells);

        public void CellStarting(int index, string serializer, string payload, string operation) =>
            display.CellStarting(index, serializer, payload, operation);

        public void CellCompleted(int index, CellRecord cell)
        {
            session.Completed(index, cell);
            display.CellCompleted(index, cell);
        }

        public void Idle()
        {
            session.SaveIfChanged();
            display.Idle();
        }

        public void Measured(MeasurementRecord measurement)
        {
            session._run = session._run with { Measurement = measurement };
            display.Measured(measurement);
        }
    }
}
