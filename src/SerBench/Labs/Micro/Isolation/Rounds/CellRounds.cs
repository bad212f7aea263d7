namespace SerBench.Labs.Micro;

/// <summary>One cell's round slots (the preset's rounds, then its extra rounds), each empty until a process measures it.</summary>
internal sealed class CellRounds(PlanCell cell, int slots)
{
    private readonly MeasuredRound?[] _slots = new MeasuredRound?[slots];

    public string Serializer => cell.Serializer;

    public MicroWorkerCell Cell => cell.Cell;

    /// <summary>The cell's place in the plan.</summary>
    public int Index => cell.Cell.Index;

    /// <summary>The rounds measured so far, in slot order.</summary>
    public IEnumerable<MeasuredRound> Measured => _slots.OfType<MeasuredRound>();

    /// <summary>True once some process reported the cell: its sizes are known (or it has none to know).</summary>
    public bool Reported => _slots.Any(s => s is not null);

    public MeasuredRound? At(int slot) => _slots[slot];

    public void Put(MeasuredRound round) => _slots[round.Slot] = round;

    public int? FirstEmptySlot()
    {
        var slot = Array.IndexOf(_slots, null);
        return slot < 0 ? null : slot;
    }
}
