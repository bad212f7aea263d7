namespace SerBench.RunFiles;

/// <summary>The machine and runtime a run measured on.</summary>
public sealed record EnvironmentRecord
{
    public required string Os { get; init; }

    public required string Cpu { get; init; }

    public required int LogicalCores { get; init; }

    public required string Runtime { get; init; }

    /// <summary>"server" or "workstation", with "concurrent" when background GC is on.</summary>
    public required string Gc { get; init; }

    /// <summary>Whether dynamic PGO was on for the measured process.</summary>
    public required bool TieredPgo { get; init; }

    public bool TieredCompilation { get; init; } = true;

    /// <summary>
    /// The runtime's configuration variables set for the run (DOTNET_/COMPlus_, e.g. DOTNET_gcServer), which every
    /// measuring process inherited (besides DOTNET_TC_CallCountingDelayMs=0, which the lab gives them unless it is set);
    /// empty when none was set, null in runs made before they were recorded.
    /// </summary>
    public IReadOnlyDictionary<string, string>? RuntimeVariables { get; init; }

    /// <summary>Whether SerBench's own assemblies were ReadyToRun-compiled.</summary>
    public bool ReadyToRun { get; init; }

    public string? BenchmarkDotNetVersion { get; init; }

    /// <summary>Size of the last-level cache in bytes, where the OS tells it.</summary>
    public long? LastLevelCacheBytes { get; init; }

    public string? MachineName { get; init; }

    /// <summary>The machine's identity (CPU, ISA, hypervisor, memory, kernel, load); null in older runs.</summary>
    public MachineRecord? Machine { get; init; }

    /// <summary>Every serializer library the run loaded, with its version.</summary>
    public IReadOnlyList<LibraryRecord> Libraries { get; init; } = [];
}

/// <summary>A library package and the version that was loaded.</summary>
public sealed record LibraryRecord(string Package, string Version);
