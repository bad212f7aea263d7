using System.Security.Cryptography;
using System.Text.Json;

namespace SerBench.History;

/// <summary>
/// The keys a stored run is found by. A run is its content: the SHA-256 of its run file re-written in one canonical
/// form, so the same run added twice (or from two copies of its folder) is stored once. A machine is the hardware
/// identity `compare` checks plus the runtime and its GC and PGO settings: time series of two machines are never one
/// series. Counts may be pooled across machines whose instruction sets and runtime agree.
/// </summary>
internal sealed record RunIdentity(string RunKey, string MachineKey, string Machine, string IsaRuntimeKey, string Libraries)
{
    public static RunIdentity Of(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var canonical = JsonSerializer.SerializeToUtf8Bytes(run, RunFileJson.Compact);
        var environment = run.Environment;
        var machine = environment.Machine;
        IEnumerable<(string Name, string? Value)> hardware = machine is null
            ? [("CPU", environment.Cpu), ("Logical cores", environment.LogicalCores.ToString(CultureInfo.InvariantCulture)), ("OS", environment.Os), ("Machine name", environment.MachineName)]
            : machine.Identity();
        (string Name, string? Value)[] setup = [("Runtime", environment.Runtime), ("GC", environment.Gc), ("Tiered PGO", environment.TieredPgo ? "on" : "off")];
        var machineKey = Hash(hardware.Concat(setup).Select(f => $"{f.Name}={f.Value}"));
        var isa = machine is null || machine.IsaFlags.Count == 0 ? "unknown ISA " + machineKey : string.Join(" ", machine.IsaFlags.Order(StringComparer.Ordinal));
        var isaRuntimeKey = Hash([isa, environment.Runtime, environment.TieredPgo ? "pgo" : "no-pgo"]);
        var name = $"{machine?.CpuModelName ?? environment.Cpu}, {environment.LogicalCores} cores, {environment.Runtime}{(machine is null ? " (identity incomplete: a run from before SerBench recorded it)" : string.Empty)}";
        var libraries = string.Join("\n", environment.Libraries.Select(l => $"{l.Package} {l.Version}").Order(StringComparer.Ordinal));
        return new RunIdentity(Convert.ToHexStringLower(SHA256.HashData(canonical)), machineKey, name, isaRuntimeKey, libraries);
    }

    /// <summary>The first 12 hex digits: how a machine or run is named on screen and picked with --machine.</summary>
    public static string Short(string key) => key.Length <= 12 ? key : key[..12];

    private static string Hash(IEnumerable<string> fields) =>
        Convert.ToHexStringLower(SHA256.HashData(Encoding.UTF8.GetBytes(string.Join("\n", fields))));
}
