using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// Turns verified pairs into cell records: warms the pairs' code together until the JIT is quiet (once per
/// process, through round trips, which run both directions), sizes each cell's invocations, and measures it.
/// Whatever the adapter throws on the way fails the cell, never the lab.
/// </summary>
internal sealed class CellRunner(Preset preset, CellMeasurer measurer)
{
    private static bool _primed;

    /// <summary>
    /// In a fresh process the first cells measured have been seen to run up to several times slower than the
    /// same cells later (BenchmarkDotNet's own code and the lab's are still being tiered up around them): once per
    /// process, for a measuring preset, this measures a round trip of a ready pair and discards it. A preset that
    /// measures the empty loop once per process needs none: that measurement is BenchmarkDotNet's first run and comes
    /// before the first cell's, and without the discarded one the first cell read as its process's last, and sooner
    /// (measured: docs/measuring.md, 'Measurements behind the code').
    /// </summary>
    public void Prime(PreparedPair prepared)
    {
        if (_primed || preset.IsSmoke || preset.MeasuresOverheadOncePerProcess || prepared.CreateOperation is not { } create)
        {
            return;
        }

        _primed = true;
        try
        {
            var operation = create(Operations.RoundTrip);
            (int, int)? sizing = preset.CalibratesInvocations && preset.IterationTime is { } t
                ? Calibration.Size(Calibration.NanosecondsPerOperation(operation, t), t)
                : null;
            measurer.Measure(operation, sizing);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            // The real cells will meet the same failure and report it.
        }
    }

    /// <summary>True when the preset warms pairs up before measuring (a smoke preset runs them cold).</summary>
    public bool WarmsUp => preset.JitQuietPeriod is not null;

    /// <summary>
    /// Runs the ready pairs' round trips in turn until tiered compilation has finished (see <see cref="JitWarmup"/>),
    /// through the codecs' interfaces, so that the timed calls are compiled after the library's code has been profiled
    /// (see <see cref="InterfaceRoundTrip{T}"/>); returns the pairs, a pair whose warm-up threw replaced by its failure.
    /// </summary>
    public IReadOnlyList<PreparedPair> Warm(IReadOnlyList<PreparedPair> pairs, out string? log)
    {
        log = null;
        return preset.JitQuietPeriod is { } quiet ? JitWarmup.Pairs(pairs, quiet, out log) : pairs;
    }

    public CellRecord Run(CellRecord record, PreparedPair prepared, string? log, MicroLabOptions? options = null)
    {
        options ??= new MicroLabOptions();
        var watch = options.Watch;
        var round = options.Round;
        record = record with { Status = prepared.Status, Reason = prepared.Reason, Diff = prepared.Diff };
        if (prepared.Sizes is { } sizes)
        {
            record = record with { SizeBytes = sizes.Raw, GzipBytes = sizes.Gzip, BrotliBytes = sizes.Brotli, ZstdBytes = sizes.Zstd };
        }

        if (prepared.CreateOperation is not { } create)
        {
            return record;
        }

        var operation = create(record.Operation);
        (int Invocations, int Unroll)? sizing = null;
        var calibrated = AllocationCount.None;
        if (preset.CalibratesInvocations && preset.IterationTime is { } iterationTime)
        {
            try
            {
                var reading = Calibration.Measure(operation, iterationTime);
                sizing = Calibration.Size(reading.NanosecondsPerOperation, iterationTime);
                calibrated = reading.Allocated;
                log = FormattableString.Invariant($"{log}\n// SerBench calibration: {reading.NanosecondsPerOperation:F1} ns/op -> {sizing.Value.Invocations} invocations, unroll {sizing.Value.Unroll}");
            }
            catch (Exception ex)
            {
                return record with { Status = CellStatus.Failed, Reason = $"Calibrating threw {ex.GetType().Name}: {ex.Message}" };
            }
        }

        var started = watch?.Begin();
        var (measurement, failure) = measurer.Measure(operation, sizing, log);
        var interference = started is null ? null : watch!.End(started);
        if (measurement is null)
        {
            return record with { Status = CellStatus.Failed, Reason = failure };
        }

        record = record with
        {
            MedianNs = Finite(measurement.MedianNs),
            MeanNs = Finite(measurement.MeanNs),
            StdDevNs = Finite(measurement.StdDevNs),
            CiLowerNs = Finite(measurement.CiLowerNs),
            CiUpperNs = Finite(measurement.CiUpperNs),
            Iterations = measurement.Iterations,

            // A single cold smoke pass gives no steady per-operation allocation and no interval to judge.
            AllocatedBytes = preset.IsSmoke ? null : calibrated.PerCall(options.CountsProcessAllocation) ?? AllocatedPerOperation(operation, sizing?.Invocations, measurement.MedianNs, options.CountsProcessAllocation),
            Gen0PerThousandOps = preset.IsSmoke || measurement.Gen0PerThousandOps is not { } g ? null : Finite(g),
            Gen1PerThousandOps = preset.IsSmoke || measurement.Gen1PerThousandOps is not { } g1 ? null : Finite(g1),
            Gen2PerThousandOps = preset.IsSmoke || measurement.Gen2PerThousandOps is not { } g2 ? null : Finite(g2),
            Noisy = !preset.IsSmoke && measurement.Noisy,
            Rounds =
            [
                new RoundRecord
                {
                    Round = round,
                    MedianNs = Finite(measurement.MedianNs),
                    IterationNs = preset.IsSmoke ? [] : measurement.IterationNs,
                    OverheadNs = measurement.OverheadNs,
                    Interference = interference,
                },
            ],
        };
        return preset.IsSmoke ? record : RoundPooling.Combine([record], isSmoke: false);
    }

    /// <summary>
    /// Bytes allocated per operation, when calibrating counted none (a preset that does not calibrate, or one call that
    /// fills an iteration): over about a quarter of an iteration's calls, or ~5 ms when the preset does not size them;
    /// by the measuring thread, and in a measuring process (which runs nothing but the cell) by the whole process when
    /// other threads allocated well beyond the counters' slack meanwhile, as an async row's continuations on pool
    /// threads do. In process, the lab's own threads allocate beside the cell, so only the measuring thread counts.
    /// </summary>
    private static long? AllocatedPerOperation(CellOperation operation, int? invocations, double medianNs, bool wholeProcess)
    {
        var calls = invocations is { } i
            ? Math.Max(1, i / 4)
            : (int)Math.Clamp(5_000_000 / Math.Max(1, medianNs), 1, 10_000);
        try
        {
            var counting = AllocationCount.Start();
            for (var n = 0; n < calls; n++)
            {
                operation.Invoke();
            }

            return counting.Stop(calls).PerCall(wholeProcess);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            // The measurement itself ran these calls; a throw here leaves the allocation unknown.
            return null;
        }
    }

    private static double? Finite(double value) => double.IsFinite(value) ? value : null;
}
