using SerBench.RunFiles;

namespace SerBench.Engine.Interference;

/// <summary>
/// Watches the machine around one measured cell: the canary just before and just after, and what the OS
/// says everyone else did in between.
/// </summary>
public sealed class InterferenceWatch(ICanary canary, IMachineProbe probe)
{
    private readonly long _start = System.Diagnostics.Stopwatch.GetTimestamp();
    private readonly List<CanaryPoint> _trace = [];

    /// <summary>The canary and the OS probe of this machine.</summary>
    public static InterferenceWatch ForThisMachine() => new(new Canary(), new ProcStatProbe());

    public ICanary Canary => canary;

    /// <summary>Every canary reading this watch took, with seconds since it was created.</summary>
    public IReadOnlyList<CanaryPoint> Trace => _trace;

    public Started Begin()
    {
        var before = Read();
        return new Started(before, probe.Sample());
    }

    public InterferenceReading End(Started started)
    {
        ArgumentNullException.ThrowIfNull(started);
        var sample = probe.Sample();
        var after = Read();
        double? others = null;
        double? steal = null;
        if (started.Sample is { } from && sample is { } to)
        {
            (others, steal) = MachineSample.Between(from, to);
        }

        return new InterferenceReading(started.CanaryBeforeNs, after, others, steal);
    }

    /// <summary>One canary reading, kept in the trace.</summary>
    public double Read()
    {
        var ns = canary.MeasureNs();
        _trace.Add(new CanaryPoint(System.Diagnostics.Stopwatch.GetElapsedTime(_start).TotalSeconds, ns));
        return ns;
    }

    /// <summary>What was read when the cell started.</summary>
    public sealed record Started(double CanaryBeforeNs, MachineSample? Sample);
}
