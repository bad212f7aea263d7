using System.Diagnostics;

namespace SerBench.Labs.Startup;

/// <summary>
/// How a startup probe process is started for a serializer: the current build (JIT), the ReadyToRun one, or the
/// serializer's own NativeAOT probe. <see cref="Skip"/> says which serializers a mode cannot run, and why.
/// </summary>
internal sealed record StartupMode(string Name, Func<string, IEnumerable<string>, ProcessStartInfo> StartInfo)
{
    public const string Jit = "jit";
    public const string ReadyToRun = "r2r";
    public const string NativeAot = "nativeaot";

    /// <summary>The row's status and reason when this mode does not run the serializer (e.g. it fails under NativeAOT), else null.</summary>
    public Func<string, (string Status, string Reason)?> Skip { get; init; } = static _ => null;
}

/// <summary>
/// Starts one fresh probe process per serializer × payload × mode × process number, round-robin over the pairs
/// and modes so a busy moment of the machine spreads over all of them, and turns each one's samples into a row.
/// </summary>
internal sealed class StartupRunner(IReadOnlyList<ISerializerAdapter> serializers, IReadOnlyList<SizedPayload> payloads, int processes)
{
    private readonly List<StartupRow> _rows = [];

    /// <summary>The rows finished so far, in serializer, payload, mode order.</summary>
    public IReadOnlyList<StartupRow> Rows => [.. _rows.OrderBy(r => Index(r.Serializer)).ThenBy(r => r.Payload, StringComparer.Ordinal).ThenBy(r => r.Mode, StringComparer.Ordinal)];

    public static int CellCount(int pairs, int processes, int modes) => pairs * processes * modes;

    public IReadOnlyList<CellRecord> Run(IReadOnlyList<StartupMode> modes, IRunObserver observer, CancellationToken cancellationToken)
    {
        var pairs = (from s in serializers from p in payloads select (Serializer: s, Payload: p)).ToList();
        observer.Planned(modes.Sum(m => CellCount(pairs.Count(p => m.Skip(p.Serializer.Info.Id) is null), processes, 1)));
        var supported = new List<(ISerializerAdapter Serializer, SizedPayload Payload)>();
        foreach (var pair in pairs)
        {
            var support = RecordFactory.SupportOf(pair.Serializer, pair.Payload.Payload);
            if (support.IsSupported)
            {
                supported.Add(pair);
                continue;
            }

            _rows.AddRange(modes.Select(mode => new StartupRow
            {
                Serializer = pair.Serializer.Info.Id,
                Payload = pair.Payload.Payload.Id,
                Mode = mode.Name,
                Status = CellStatus.Unsupported,
                Reason = support.Reason,
            }));
        }

        // A mode that cannot run a serializer (NativeAOT for a row that fails under it) lists the row with its reason.
        _rows.AddRange(from p in supported
                       from m in modes
                       let skip = m.Skip(p.Serializer.Info.Id)
                       where skip is not null
                       select new StartupRow { Serializer = p.Serializer.Info.Id, Payload = p.Payload.Payload.Id, Mode = m.Name, Status = skip.Value.Status, Reason = skip.Value.Reason });

        // Process number outermost, then mode, then pair: a busy spell of the machine falls on every row alike.
        var samples = (from p in supported from m in modes where m.Skip(p.Serializer.Info.Id) is null select (p, m.Name)).ToDictionary(k => k, _ => new List<StartupSample>());
        var cells = new List<CellRecord>();
        var index = 0;
        for (var process = 1; process <= processes; process++)
        {
            foreach (var mode in modes)
            {
                foreach (var pair in supported.Where(p => samples.ContainsKey((p, mode.Name))))
                {
                    if (cancellationToken.IsCancellationRequested)
                    {
                        return cells;
                    }

                    var id = pair.Serializer.Info.Id;
                    var operation = $"first calls, {mode.Name}, process {process}/{processes}";
                    observer.CellStarting(index, id, pair.Payload.ToString(), operation);
                    var sample = ChildProcess.Probe(mode.StartInfo(id, Arguments(id, pair.Payload)), process);
                    samples[(pair, mode.Name)].Add(sample);
                    var cell = new CellRecord
                    {
                        Serializer = id,
                        Payload = pair.Payload.Payload.Id,
                        PayloadSize = pair.Payload.Size,
                        Operation = operation,
                        Status = sample.Error is null ? CellStatus.Ok : CellStatus.Failed,
                        Reason = sample.Error,
                    };
                    cells.Add(cell);
                    observer.CellCompleted(index++, cell);
                }
            }
        }

        _rows.AddRange(samples.Select(s => StartupStatistics.Row(s.Key.p.Serializer.Info.Id, s.Key.p.Payload.Payload.Id, s.Key.Name, s.Value)));
        return cells;
    }

    private static IEnumerable<string> Arguments(string serializer, SizedPayload payload) =>
        [StartupProbeCommand.Name, "--serializer", serializer, "--payload", payload.Payload.Id, "--size", payload.Size.ToString(CultureInfo.InvariantCulture)];

    private int Index(string serializer)
    {
        for (var i = 0; i < serializers.Count; i++)
        {
            if (serializers[i].Info.Id == serializer)
            {
                return i;
            }
        }

        return serializers.Count;
    }
}
