namespace SerBench.Labs.Robustness;

/// <summary>Counts one row's outcomes over a corpus, per y_ / n_ / i_ class, and keeps the files that go against their class.</summary>
internal sealed class CorpusTally
{
    private const int MaxListed = 200;
    private readonly Dictionary<char, (int Accepted, int Rejected, int Other)> _classes = [];
    private readonly List<string> _acceptedButMustReject = [];
    private readonly List<string> _rejectedButMustAccept = [];
    private readonly List<CorpusFinding> _findings = [];
    private int _accepted;
    private int _rejected;
    private int _outOfMemory;
    private int _excessive;

    public int Fed { get; private set; }

    public int Hang { get; private set; }

    public int WorkerLosses { get; private set; }

    public void Add(CorpusFile file, WorkerReply reply, bool excessive, string? saved)
    {
        Fed++;
        var accepted = reply.Outcome is Outcomes.Accepted or Outcomes.Equal or Outcomes.Different;
        var rejected = reply.Outcome == Outcomes.Rejected;
        _accepted += accepted ? 1 : 0;
        _rejected += rejected ? 1 : 0;
        switch (reply.Outcome)
        {
            case Outcomes.Hang:
                Hang++;
                WorkerLosses++;
                break;
            case Outcomes.Crash:
                WorkerLosses++;
                break;
            case Outcomes.OutOfMemory:
                _outOfMemory++;
                break;
        }

        _excessive += excessive ? 1 : 0;
        if (file.Class is { } c)
        {
            var (a, r, o) = _classes.GetValueOrDefault(c);
            _classes[c] = (a + (accepted ? 1 : 0), r + (rejected ? 1 : 0), o + (accepted || rejected ? 0 : 1));
            if (c == 'n' && accepted && _acceptedButMustReject.Count < MaxListed)
            {
                _acceptedButMustReject.Add(file.Name);
            }

            if (c == 'y' && rejected && _rejectedButMustAccept.Count < MaxListed)
            {
                _rejectedButMustAccept.Add($"{file.Name} ({Short(reply.Exception)}: {reply.Detail})");
            }
        }

        if (saved is not null)
        {
            _findings.Add(new CorpusFinding(file.Name, excessive && Outcomes.IsClean(reply.Outcome) ? "allocation far beyond input" : reply.Outcome, reply.Detail, saved));
        }
    }

    public CorpusRowRecord ToRecord(string serializer, string? readAs, string? stopped, double seconds) => new()
    {
        Serializer = serializer,
        Status = stopped is null ? CellTally.Ok : CellTally.Stopped,
        Reason = stopped,
        ReadAs = readAs,
        Fed = Fed,
        Accepted = _accepted,
        Rejected = _rejected,
        Hang = Hang,
        Crash = WorkerLosses - Hang,
        OutOfMemory = _outOfMemory,
        ExcessiveAllocation = _excessive,
        MustAccept = Counts('y'),
        MustReject = Counts('n'),
        EitherWay = Counts('i'),
        AcceptedButMustReject = [.. _acceptedButMustReject],
        RejectedButMustAccept = [.. _rejectedButMustAccept],
        Findings = [.. _findings],
        DurationSeconds = Math.Round(seconds, 2),
    };

    private CorpusClassCounts? Counts(char c) => _classes.TryGetValue(c, out var n) ? new CorpusClassCounts(n.Accepted, n.Rejected, n.Other) : null;

    private static string Short(string? exception) => exception is null ? "rejected" : exception[(exception.LastIndexOf('.') + 1)..];
}
