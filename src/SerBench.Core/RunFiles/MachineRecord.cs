namespace SerBench.RunFiles;

/// <summary>
/// What identifies the machine a run measured on, so a comparison can tell a code change from a machine change:
/// the CPU (vendor, family/model/stepping, name, key instruction sets), cores, hypervisor, memory and kernel, and
/// how loaded the machine was when the run started and ended. Fields the OS does not tell are null.
/// </summary>
public sealed record MachineRecord
{
    public string? CpuVendor { get; init; }

    public int? CpuFamily { get; init; }

    public int? CpuModel { get; init; }

    public int? CpuStepping { get; init; }

    public string? CpuModelName { get; init; }

    /// <summary>The instruction sets that change how code runs, of those the CPU has (e.g. avx2, avx512f).</summary>
    public IReadOnlyList<string> IsaFlags { get; init; } = [];

    public int LogicalCores { get; init; }

    /// <summary>The hypervisor's vendor and product, "none" on bare metal, null when unknown.</summary>
    public string? Hypervisor { get; init; }

    public long? MemoryBytes { get; init; }

    public string? Kernel { get; init; }

    /// <summary>The 1-, 5- and 15-minute load averages when the run started, and when it ended.</summary>
    public string? LoadAverageStart { get; init; }

    public string? LoadAverageEnd { get; init; }

    /// <summary>The fields that make two machines the same machine, named, for a comparison.</summary>
    public IEnumerable<(string Name, string? Value)> Identity()
    {
        yield return ("CPU vendor", CpuVendor);
        yield return ("CPU family/model/stepping", CpuFamily is null ? null : $"{CpuFamily}/{CpuModel}/{CpuStepping}");
        yield return ("CPU model name", CpuModelName);
        yield return ("Instruction sets", IsaFlags.Count == 0 ? null : string.Join(" ", IsaFlags));
        yield return ("Logical cores", LogicalCores.ToString(System.Globalization.CultureInfo.InvariantCulture));
        yield return ("Hypervisor", Hypervisor);
        yield return ("Memory", MemoryBytes?.ToString(System.Globalization.CultureInfo.InvariantCulture));
        yield return ("Kernel", Kernel);
    }
}
