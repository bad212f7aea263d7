using System.Diagnostics;
using System.Globalization;

namespace SerBench.Engine.Interference;

/// <summary>
/// Linux: the aggregate "cpu" line of /proc/stat (busy = user + nice + system + irq + softirq + steal, in
/// clock ticks) and this process's own CPU time. Elsewhere, or when /proc cannot be read, no sample.
/// </summary>
public sealed class ProcStatProbe : IMachineProbe
{
    // USER_HZ: the unit of /proc/stat on every Linux the runtime supports.
    private const double TicksPerSecond = 100;

    private readonly Func<string?> _readStat;
    private readonly Func<TimeSpan> _selfCpu;
    private readonly Func<TimeSpan> _wall;

    public ProcStatProbe()
        : this(ReadProcStat, () => Process.GetCurrentProcess().TotalProcessorTime, Stopwatch.GetTimestamp)
    {
    }

    /// <summary>For tests: the text of /proc/stat (null: unreadable), this process's CPU time and a clock.</summary>
    public ProcStatProbe(Func<string?> readStat, Func<TimeSpan> selfCpu, Func<long> timestamp)
    {
        _readStat = readStat;
        _selfCpu = selfCpu;
        _wall = () => Stopwatch.GetElapsedTime(0, timestamp());
    }

    public MachineSample? Sample()
    {
        var wall = _wall();
        var text = _readStat();
        if (text is null || Parse(text) is not { } cpu)
        {
            return null;
        }

        return new MachineSample(wall, cpu.Busy / TicksPerSecond, cpu.Steal / TicksPerSecond, _selfCpu().TotalSeconds);
    }

    /// <summary>Busy and steal ticks from the first ("cpu ") line, or null when it is not there or not numbers.</summary>
    internal static (double Busy, double Steal)? Parse(string stat)
    {
        var line = stat.Split('\n').FirstOrDefault(l => l.StartsWith("cpu ", StringComparison.Ordinal));
        if (line is null)
        {
            return null;
        }

        var fields = line.Split(' ', StringSplitOptions.RemoveEmptyEntries).Skip(1).ToArray();
        if (fields.Length < 8)
        {
            return null;
        }

        var values = new double[8];
        for (var i = 0; i < 8; i++)
        {
            if (!double.TryParse(fields[i], NumberStyles.Integer, CultureInfo.InvariantCulture, out values[i]))
            {
                return null;
            }
        }

        // user nice system idle iowait irq softirq steal (guest time is already inside user).
        var busy = values[0] + values[1] + values[2] + values[5] + values[6] + values[7];
        return (busy, values[7]);
    }

    private static string? ReadProcStat()
    {
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

        try
        {
            return File.ReadAllText("/proc/stat");
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
