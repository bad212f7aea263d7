namespace SerBench.Labs.Micro;

/// <summary>The engine's working state: every cell's rounds as measured so far, in plan order.</summary>
internal sealed class RunRounds(PreparedRun run)
{
    public IReadOnlyList<CellRounds> Cells { get; } = [.. run.Cells.Select(c => new CellRounds(c, run.Slots))];

    public CellRounds this[int index] => Cells[index];

    /// <summary>Every round measured so far, cell by cell, each cell's in slot order.</summary>
    public IEnumerable<MeasuredRound> All => Cells.SelectMany(c => c.Measured);
}
