using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>
/// One round of one cell as the lab holds it while the run goes on: the slot it fills and what its measuring process
/// reported, stamped with when it finished, numbered as its slot's round, and carrying the attempts and sizes of the
/// round it replaced. Its verdict is kept apart (<see cref="JudgeStage"/>); the run file's cell is pooled from such
/// rounds only at the end (<see cref="PoolStage"/>).
/// </summary>
internal sealed record MeasuredRound(int Cell, int Slot, CellRecord Reported)
{
    public bool IsOk => Reported.Status == CellStatus.Ok;

    /// <summary>How many times this round was measured: in place by its process, and again by the lab.</summary>
    public int Attempts => InPlaceRetry.Attempts(Reported);
}
