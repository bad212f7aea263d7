using System.Globalization;
using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>Reads the machine's identity from /proc and /sys (Linux); elsewhere what .NET offers. The file reader is injectable for tests.</summary>
public static class MachineProbe
{
    private static readonly string[] KeyFlags = ["sse4_2", "avx", "avx2", "fma", "bmi2", "avx512f", "avx512bw", "avx512vl", "avx512_vnni", "sha_ni", "aes"];

    public static MachineRecord Capture() => Capture(ReadFile);

    /// <summary>The identity as the given reader shows /proc and /sys (null for a file that cannot be read).</summary>
    public static MachineRecord Capture(Func<string, string?> read)
    {
        ArgumentNullException.ThrowIfNull(read);
        var cpu = FirstProcessor(read("/proc/cpuinfo"));
        var flags = Field(cpu, "flags")?.Split(' ', StringSplitOptions.RemoveEmptyEntries) ?? [];
        return new MachineRecord
        {
            CpuVendor = Field(cpu, "vendor_id"),
            CpuFamily = Number(Field(cpu, "cpu family")),
            CpuModel = Number(Field(cpu, "model")),
            CpuStepping = Number(Field(cpu, "stepping")),
            CpuModelName = Field(cpu, "model name"),
            IsaFlags = [.. KeyFlags.Where(flags.Contains)],
            LogicalCores = Environment.ProcessorCount,
            Hypervisor = Hypervisor(flags, read),
            MemoryBytes = MemoryBytes(read("/proc/meminfo")),
            Kernel = read("/proc/sys/kernel/osrelease")?.Trim() ?? Environment.OSVersion.VersionString,
            LoadAverageStart = LoadAverage(read),
        };
    }

    /// <summary>"0.52 0.31 0.20": the 1-, 5- and 15-minute load averages, or null where the OS does not tell.</summary>
    public static string? LoadAverage(Func<string, string?>? read = null)
    {
        var text = (read ?? ReadFile)("/proc/loadavg");
        var parts = text?.Split(' ', StringSplitOptions.RemoveEmptyEntries);
        return parts is { Length: >= 3 } ? string.Join(' ', parts[..3]) : null;
    }

    private static Dictionary<string, string> FirstProcessor(string? cpuinfo)
    {
        var fields = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var line in (cpuinfo ?? string.Empty).Split('\n'))
        {
            if (line.Trim().Length == 0 && fields.Count > 0)
            {
                break;
            }

            var colon = line.IndexOf(':', StringComparison.Ordinal);
            if (colon > 0)
            {
                fields.TryAdd(line[..colon].Trim(), line[(colon + 1)..].Trim());
            }
        }

        return fields;
    }

    private static string? Field(Dictionary<string, string> cpu, string name) => cpu.TryGetValue(name, out var value) && value.Length > 0 ? value : null;

    private static int? Number(string? text) => int.TryParse(text, NumberStyles.Integer, CultureInfo.InvariantCulture, out var n) ? n : null;

    private static string? Hypervisor(string[] flags, Func<string, string?> read)
    {
        var vendor = read("/sys/class/dmi/id/sys_vendor")?.Trim();
        var product = read("/sys/class/dmi/id/product_name")?.Trim();
        var dmi = string.Join(" ", new[] { vendor, product }.Where(s => !string.IsNullOrEmpty(s)));
        if (flags.Contains("hypervisor"))
        {
            return dmi.Length > 0 ? dmi : "a hypervisor (product not readable)";
        }

        return flags.Length == 0 ? null : "none";
    }

    private static long? MemoryBytes(string? meminfo)
    {
        var line = meminfo?.Split('\n').FirstOrDefault(l => l.StartsWith("MemTotal:", StringComparison.Ordinal));
        var kb = line?.Split(' ', StringSplitOptions.RemoveEmptyEntries).ElementAtOrDefault(1);
        return long.TryParse(kb, NumberStyles.Integer, CultureInfo.InvariantCulture, out var n) ? n * 1024 : null;
    }

    private static string? ReadFile(string path)
    {
        try
        {
            return File.Exists(path) ? File.ReadAllText(path) : null;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
