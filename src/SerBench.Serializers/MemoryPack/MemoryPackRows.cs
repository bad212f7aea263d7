using SerBench.Adapters;

namespace SerBench.Serializers.MemoryPack;

/// <summary>What the MemoryPack rows share.</summary>
internal static class MemoryPackRows
{
    /// <summary>
    /// MemoryPack's writer stops at 1,000 levels of nesting (MemoryPackWriter.DepthLimit); its reader has no such limit, and the
    /// library does not claim to be safe for untrusted data.
    /// </summary>
    public static Trait SafeForUntrustedInput { get; } = Trait.No(
        "its reader has no depth limit (only the writer stops at 1,000 levels), so hostile bytes for a recursive type can nest until the stack " +
        "overflows, which ends the process; the library makes no claim of safety for untrusted data. What it does check: no type names in the data, " +
        "lengths checked against the remaining input before allocating");
}
