namespace SerBench.Labs.Robustness;

/// <summary>Counts one cell's outcomes as they arrive and turns them into its run-file record.</summary>
internal sealed class CellTally
{
    public const string Ok = "ok";
    public const string NotRun = "not-run";
    public const string Stopped = "stopped";

    private readonly Dictionary<string, int> _exceptions = new(StringComparer.Ordinal);
    private readonly List<RobustnessFindingRecord> _findings = [];
    private RobustnessCounts _counts = new();
    private AllocationRecord? _peak;
    private string? _validOutcome;

    public int Cases { get; private set; }

    /// <summary>Cases that cost a worker: hangs and crashes (an out-of-memory the worker caught does not).</summary>
    public int WorkerLosses => _counts.Hang + _counts.Crash;

    public int Hangs => _counts.Hang;

    public void Add(CorpusCase corpusCase, WorkerReply reply, bool excessive, string? file)
    {
        Cases++;
        if (corpusCase.Kind == CaseKinds.Valid)
        {
            _validOutcome = reply.Outcome;
        }

        _counts += reply.Outcome switch
        {
            Outcomes.Rejected => new RobustnessCounts { Rejected = 1 },
            Outcomes.Equal => new RobustnessCounts { Equal = 1 },
            Outcomes.Different => new RobustnessCounts { Different = 1 },
            Outcomes.Hang => new RobustnessCounts { Hang = 1 },
            Outcomes.Crash => new RobustnessCounts { Crash = 1 },
            _ => new RobustnessCounts { OutOfMemory = 1 },
        };
        if (excessive)
        {
            _counts += new RobustnessCounts { ExcessiveAllocation = 1 };
        }

        if (reply.Outcome == Outcomes.Rejected && reply.Exception is { } type)
        {
            _exceptions[type] = _exceptions.GetValueOrDefault(type) + 1;
        }

        if (reply.AllocatedBytes is { } allocated && (_peak is null || allocated > _peak.AllocatedBytes))
        {
            _peak = new AllocationRecord(corpusCase.Index, corpusCase.Label, corpusCase.Input.Length, allocated);
        }

        if (file is not null)
        {
            _findings.Add(new RobustnessFindingRecord
            {
                Case = corpusCase.Index,
                Kind = corpusCase.Kind,
                Label = corpusCase.Label,
                InputBytes = corpusCase.Input.Length,
                Outcome = reply.Outcome,
                Exception = reply.Exception,
                Detail = reply.Detail,
                AllocatedBytes = reply.AllocatedBytes,
                ExcessiveAllocation = excessive,
                File = file,
            });
        }
    }

    public RobustnessCellRecord ToRecord(string serializer, SizedPayload payload, int validBytes, string? stopped, double seconds) => new()
    {
        Serializer = serializer,
        Payload = payload.Payload.Id,
        PayloadSize = payload.Size,
        Status = stopped is null ? Ok : Stopped,
        Reason = stopped,
        ValidBytes = validBytes,
        ValidOutcome = _validOutcome,
        Cases = Cases,
        Counts = _counts,
        Exceptions = [.. _exceptions.OrderByDescending(e => e.Value).ThenBy(e => e.Key, StringComparer.Ordinal).Select(e => new ExceptionCountRecord(e.Key, e.Value))],
        PeakAllocation = _peak,
        DurationSeconds = seconds,
        Findings = _findings,
    };
}
