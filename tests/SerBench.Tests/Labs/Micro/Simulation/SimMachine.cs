namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>
/// The simulated machine: its speed and the other processes' load over time, in spells of <see cref="Spell"/>, and how
/// each measuring process and cell fares; every answer a seeded roll (<see cref="SimDice"/>).
/// </summary>
internal sealed class SimMachine(SimDice dice, MachineProfile profile)
{
    public const double CanaryNs = 1_000;

    public static readonly TimeSpan Spell = TimeSpan.FromSeconds(3);

    private readonly List<double> _busyBefore = [0];

    public SimDice Dice => dice;

    /// <summary>How much slower than its fastest the machine runs at <paramref name="at"/> (1: full speed).</summary>
    public double Slowdown(TimeSpan at)
    {
        var spell = SpellOf(at);
        return dice.Roll(1, spell) < profile.SlowShare ? 1.2 + (0.6 * dice.Roll(2, spell)) : 1 + (profile.Drift * dice.Roll(3, spell));
    }

    /// <summary>Cores other processes use during the spell of <paramref name="at"/>.</summary>
    public double OthersBusy(TimeSpan at) => OthersBusy(SpellOf(at));

    /// <summary>Core-seconds other processes used from the start until <paramref name="at"/>.</summary>
    public double BusySeconds(TimeSpan at)
    {
        var spell = SpellOf(at);
        while (_busyBefore.Count <= spell)
        {
            _busyBefore.Add(_busyBefore[^1] + (OthersBusy(_busyBefore.Count - 1) * Spell.TotalSeconds));
        }

        return _busyBefore[(int)spell] + (OthersBusy(spell) * (at - (Spell * spell)).TotalSeconds);
    }

    /// <summary>A measuring process's own level (its code and memory layout), slow as a whole by the profile's chance.</summary>
    public double ProcessLevel(string serializer, int round, int attempt)
    {
        var name = SimDice.Name(serializer);
        var sigma = serializer == profile.WideSerializer ? 2.5 * profile.ProcessSigma : profile.ProcessSigma;
        var spread = dice.Roll(10, name, round, attempt) + dice.Roll(11, name, round, attempt) + dice.Roll(12, name, round, attempt) - 1.5;
        var level = 1 + (2 * sigma * spread);
        return dice.Roll(13, name, round, attempt) < profile.SlowProcessShare ? 1.25 * level : level;
    }

    /// <summary>After how many cells the process crashes, or null when it does not.</summary>
    public int? CrashAfter(string serializer, int round, int attempt, int cells) =>
        dice.Roll(20, SimDice.Name(serializer), round, attempt) < profile.CrashShare
            ? (int)(dice.Roll(21, SimDice.Name(serializer), round, attempt) * cells)
            : null;

    /// <summary>A cell's time per operation on a steady machine, in a process of level 1.</summary>
    public double BaseNs(string serializer, string payload, string operation) =>
        Math.Round(60 + (940 * dice.Roll(30, SimDice.Name(serializer), SimDice.Name(payload), SimDice.Name(operation))));

    /// <summary>A roll about one measurement of a cell (<paramref name="measurement"/> tells apart a process's attempts at it).</summary>
    public bool Happens(double share, int what, string serializer, int index, int round, int attempt, int measurement) =>
        dice.Roll(what, SimDice.Name(serializer), index, round, attempt, measurement) < share;

    public double Quirk(string serializer, int index, int round, int attempt, int measurement) =>
        Happens(profile.QuirkShare, 40, serializer, index, round, attempt, measurement) ? 1.25 : 1;

    public bool Stepped(string serializer, int index, int round, int attempt, int measurement) =>
        Happens(profile.SteppedShare, 41, serializer, index, round, attempt, measurement);

    private static long SpellOf(TimeSpan at) => at.Ticks / Spell.Ticks;

    private double OthersBusy(long spell) =>
        dice.Roll(4, spell) < profile.BusyShare ? 0.3 + (0.9 * dice.Roll(5, spell)) : 0.05 * dice.Roll(6, spell);
}
