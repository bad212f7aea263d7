namespace SerBench.Engine.Interference;

/// <summary>What the operating system says the whole machine and this process have done so far.</summary>
public interface IMachineProbe
{
    /// <summary>A sample now, or null where the OS does not tell (the readings are then "unknown").</summary>
    MachineSample? Sample();
}

/// <summary>
/// Cumulative CPU time, in seconds: all cores busy (steal included), stolen by the hypervisor, and used by this
/// process; with the wall clock it was taken at.
/// </summary>
public readonly record struct MachineSample(TimeSpan Wall, double BusySeconds, double StealSeconds, double SelfSeconds)
{
    /// <summary>How many cores' worth of CPU others (not this process) used between two samples, and the steal rate.</summary>
    public static (double OthersBusyCores, double StealCores) Between(MachineSample start, MachineSample end)
    {
        var wall = (end.Wall - start.Wall).TotalSeconds;
        if (wall <= 0)
        {
            return (0, 0);
        }

        var others = (end.BusySeconds - start.BusySeconds) - (end.SelfSeconds - start.SelfSeconds);
        return (Math.Max(0, others / wall), Math.Max(0, (end.StealSeconds - start.StealSeconds) / wall));
    }
}
