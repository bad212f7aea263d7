using SerBench.Catalog;
using SerBench.Engine;
using SerBench.Engine.Interference;
using SerBench.Payloads;
using SerBench.RunFiles;

namespace SerBench.Labs.Micro;

/// <summary>
/// The body of one measuring process of the micro lab, without the CLI around it: the hidden `micro-worker` verb runs
/// it inside the lab program, and the per-runtime worker (src/SerBench.Worker, docs/runtimes.md) runs it published for
/// another runtime. It measures the cells of one serializer that its spec lists, in the order listed, watching the
/// machine around each, and writes one line per finished cell, so the lab keeps every cell measured before anything
/// goes wrong here.
/// </summary>
internal static class MicroWorkerHost
{
    /// <summary>The first argument either program takes: `micro-worker --spec PATH`.</summary>
    public const string VerbName = "micro-worker";

    /// <summary>The exit code of a spec this process cannot set up (the CLI's usage-error code).</summary>
    public const int SetupFailed = 2;

    /// <summary>Measures the spec at <paramref name="specPath"/> with the serializers and payloads <paramref name="catalogFor"/> gives for it; returns the exit code.</summary>
    public static int Run(Func<MicroWorkerSpec, LabCatalog> catalogFor, string specPath, TextWriter output, TextWriter error, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(catalogFor);
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(error);
        List<PlannedPair> pairs;
        List<SizedPayload> warm;
        MicroWorkerSpec spec;
        Preset preset;
        try
        {
            spec = MicroWorkerSpec.Read(specPath);
            preset = Preset.Find(spec.Preset) ?? throw new InvalidDataException($"Unknown preset '{spec.Preset}'.");
            LabCatalog catalog;
            try
            {
                catalog = catalogFor(spec);
            }
            catch (RowCreationException ex)
            {
                return FailEveryCell(spec, ex.Message, output);
            }

            pairs = Pairs(catalog, spec);
            warm = [.. spec.Warm.Select(w => new SizedPayload(FindPayload(catalog, w.Payload), w.Size))];
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            error.WriteLine($"serbench micro-worker: cannot set up the cells to measure: {ex.Message}");
            return SetupFailed;
        }

        output.WriteLine(MicroWorkerProtocol.RuntimeMarker + System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription);
        output.Flush();
        var observer = new LineWriter(output, spec.Cells);
        var options = new MicroLabOptions
        {
            Round = spec.Round,
            Watch = preset.IsSmoke ? null : InterferenceWatch.ForThisMachine(),
            CountsProcessAllocation = true,
            Sink = spec.Sink,
            WarmAlso = warm,
            RetryInPlace = preset.IsSmoke ? null : new InPlaceRetry(InterferencePolicy.Default, spec.CanaryBaselineNs, earlierOutcomes: spec.InPlaceOutcomes),
            MeasuresSizes = spec.MeasuresSizes,
        };
        new InProcessMicroLab().Run(preset, pairs, observer, options, cancellationToken);
        return 0;
    }

    /// <summary>The serializer's adapter cannot be created here: every cell of the spec is a failed cell with the reason, and the process ends as one that measured.</summary>
    private static int FailEveryCell(MicroWorkerSpec spec, string reason, TextWriter output)
    {
        output.WriteLine(MicroWorkerProtocol.RuntimeMarker + System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription);
        output.WriteLine(MicroWorkerProtocol.Ready);
        foreach (var cell in spec.Cells)
        {
            output.WriteLine(MicroWorkerProtocol.Line(cell.Index, new CellRecord
            {
                Serializer = spec.Serializer,
                Payload = cell.Payload,
                PayloadSize = cell.Size,
                Operation = cell.Operation,
                Status = CellStatus.Failed,
                Reason = reason,
            }));
        }

        output.Flush();
        return 0;
    }

    /// <summary>The spec's cells as pairs: consecutive cells of one payload and size share one preparation.</summary>
    private static List<PlannedPair> Pairs(LabCatalog catalog, MicroWorkerSpec spec)
    {
        var adapter = catalog.FindSerializer(spec.Serializer)
            ?? throw new InvalidDataException($"This lab program has no serializer '{spec.Serializer}'.");
        var pairs = new List<PlannedPair>();
        foreach (var cell in spec.Cells)
        {
            var payload = FindPayload(catalog, cell.Payload);
            if (pairs.Count > 0 && pairs[^1].Payload.Payload == payload && pairs[^1].Payload.Size == cell.Size)
            {
                pairs[^1] = pairs[^1] with { Operations = [.. pairs[^1].Operations, cell.Operation] };
            }
            else
            {
                pairs.Add(new PlannedPair(adapter, new SizedPayload(payload, cell.Size), [cell.Operation]));
            }
        }

        return pairs;
    }

    internal static PayloadDescriptor FindPayload(LabCatalog catalog, string id) =>
        catalog.FindPayload(id) ?? throw new InvalidDataException($"This lab program has no payload '{id}'.");

    /// <summary>Writes that the first cell begins, then each finished cell with its place in the run's plan, and flushes at once.</summary>
    private sealed class LineWriter(TextWriter output, IReadOnlyList<MicroWorkerCell> cells) : IRunObserver
    {
        private bool _begun;

        public void Planned(int totalCells)
        {
        }

        public void CellStarting(int index, string serializer, string payload, string operation)
        {
            if (!_begun)
            {
                _begun = true;
                output.WriteLine(MicroWorkerProtocol.Ready);
                output.Flush();
            }
        }

        public void CellCompleted(int index, CellRecord cell)
        {
            output.WriteLine(MicroWorkerProtocol.Line(cells[index].Index, cell));
            output.Flush();
        }
    }
}
