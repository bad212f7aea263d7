namespace SerBench.Output;

/// <summary>
/// Tells a person watching a run, once, when most rounds so far were disturbed: on a machine that does not hold its
/// speed the run goes on measuring again, its figures will likely not compare with another run's, and Ctrl-C keeps
/// what it measured, so they can stop early instead of learning it from the report.
/// </summary>
internal sealed class UnsteadyMachineNotice
{
    /// <summary>Rounds seen before the share is judged: the first few cells of a run say little about the hour.</summary>
    public const int MinRounds = 40;

    /// <summary>More than this share of the rounds so far disturbed makes the notice.</summary>
    public const double DisturbedShare = 0.5;

    private int _rounds;
    private bool _told;

    public int Disturbed { get; private set; }

    /// <summary>Counts the round just measured; returns the notice the first time most rounds so far were disturbed, else null.</summary>
    public string? Count(CellRecord cell)
    {
        ArgumentNullException.ThrowIfNull(cell);
        if (cell.Rounds is not { Count: > 0 })
        {
            return null;
        }

        _rounds++;
        if (CellNames.LatestRoundIfDisturbed(cell) is not null)
        {
            Disturbed++;
        }

        if (_told || _rounds < MinRounds || Disturbed <= DisturbedShare * _rounds)
        {
            return null;
        }

        _told = true;
        return string.Create(
            CultureInfo.InvariantCulture,
            $"{Disturbed} of the {_rounds} rounds so far were disturbed: this machine is not holding its speed, so this run's figures will likely not compare with another run's. It goes on and measures them again; Ctrl-C stops it and keeps every cell measured so far.");
    }
}
