namespace SerBench.Engine.Interference;

/// <summary>
/// A fixed unit of CPU-bound work whose time says how fast the machine is right now. Its readings are
/// compared with the run's fastest ones: a machine that slows down in steps (as virtual machines do, unseen
/// by the OS counters) shows up as a slow canary.
/// </summary>
public interface ICanary
{
    /// <summary>Times the unit of work now, in nanoseconds.</summary>
    double MeasureNs();

    /// <summary>A short name of the work timed, recorded with the readings: readings of different work are not comparable.</summary>
    string Work { get; }
}
