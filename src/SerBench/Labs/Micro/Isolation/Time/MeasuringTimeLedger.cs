namespace SerBench.Labs.Micro;

/// <summary>
/// Keeps the isolated lab's time, processes and delivered rounds apart for its rounds and for what it measures again
/// afterwards (<see cref="MeasuringTimeRecord"/>).
/// </summary>
internal sealed class MeasuringTimeLedger
{
    private readonly Tally _rounds = new();
    private readonly Tally _remeasuring = new();
    private Tally? _current;
    private TimeSpan _phaseStart;
    private TimeSpan _waiting;

    public void EnterRounds(TimeSpan now) => Enter(_rounds, now);

    public void EnterRemeasuring(TimeSpan now) => Enter(_remeasuring, now);

    /// <summary>Ends the current phase; its time counts up to <paramref name="now"/> (on the lab's clock).</summary>
    public void Leave(TimeSpan now)
    {
        if (_current is { } tally)
        {
            tally.Seconds += (now - _phaseStart).TotalSeconds;
        }

        _current = null;
    }

    /// <summary>A measuring process ended: it counts, and so does its time before its first cell.</summary>
    public void ProcessRan(MicroWorkerOutcome outcome)
    {
        if (_current is { } tally)
        {
            tally.Processes++;
            tally.BeforeFirstCells += outcome.BeforeFirstCell?.TotalSeconds ?? 0;
        }
    }

    /// <summary>A cell's round that was measured (not one a process reported failed or unsupported).</summary>
    public void CellRoundMeasured()
    {
        if (_current is { } tally)
        {
            tally.CellRounds++;
        }
    }

    public void Waited(TimeSpan waited) => _waiting += waited;

    /// <param name="total">The lab's time from its start to now.</param>
    public MeasuringTimeRecord ToRecord(TimeSpan total) => new()
    {
        TotalSeconds = Seconds(total.TotalSeconds),
        Rounds = _rounds.ToRecord(),
        Remeasuring = _remeasuring.ToRecord(),
        WaitingSeconds = Seconds(_waiting.TotalSeconds),
    };

    private void Enter(Tally tally, TimeSpan now)
    {
        Leave(now);
        _current = tally;
        _phaseStart = now;
    }

    private static double Seconds(double value) => Math.Round(value, 1);

    private sealed class Tally
    {
        public double Seconds { get; set; }

        public int Processes { get; set; }

        public int CellRounds { get; set; }

        public double BeforeFirstCells { get; set; }

        public MeasuringPhaseRecord ToRecord() => new(MeasuringTimeLedger.Seconds(Seconds), Processes, CellRounds, MeasuringTimeLedger.Seconds(BeforeFirstCells));
    }
}
