namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>How often the simulated machine and its measuring processes misbehave; each share is a chance per occasion.</summary>
internal sealed record MachineProfile
{
    /// <summary>Spells of time in which the machine runs slow (canary and cells 1.2–1.8× slower).</summary>
    public double SlowShare { get; init; }

    /// <summary>Spells in which other processes use 0.3–1.2 cores.</summary>
    public double BusyShare { get; init; }

    /// <summary>The most a spell of a steady machine drifts (0.06: up to 6 % slower), under what marks a round disturbed.</summary>
    public double Drift { get; init; } = 0.06;

    /// <summary>Measuring processes that run slow as a whole (every cell 1.25×) while their canary is fast.</summary>
    public double SlowProcessShare { get; init; }

    /// <summary>One standard deviation of a process's level (its code layout), and of the wide serializer's.</summary>
    public double ProcessSigma { get; init; } = 0.03;

    public string? WideSerializer { get; init; }

    /// <summary>Cells of a process that land on slower code (1.25×), so their rounds disagree.</summary>
    public double QuirkShare { get; init; }

    /// <summary>Cells whose iterations step to 1.4× halfway while their canary stays fast.</summary>
    public double SteppedShare { get; init; }

    /// <summary>Measuring processes that crash partway through their cells.</summary>
    public double CrashShare { get; init; }

    public static MachineProfile Calm { get; } = new() { SlowShare = 0.05, BusyShare = 0.03, SlowProcessShare = 0.05, QuirkShare = 0.04, SteppedShare = 0.02 };

    public static MachineProfile Stormy { get; } = new() { SlowShare = 0.3, BusyShare = 0.15, SlowProcessShare = 0.1, QuirkShare = 0.08, SteppedShare = 0.05, CrashShare = 0.05 };

    public static MachineProfile NeverSettles { get; } = new() { SlowShare = 0.9, BusyShare = 0.1, QuirkShare = 0.03 };
}
