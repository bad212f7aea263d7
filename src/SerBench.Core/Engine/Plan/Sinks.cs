namespace SerBench.Engine;

/// <summary>Where serialize cells write (`serbench run --sink`).</summary>
public static class Sinks
{
    /// <summary>The lab's reused in-memory buffer (default).</summary>
    public const string Memory = "memory";

    /// <summary>A file on the machine's temporary disk, as seed 003's writers wrote; deleted when the process is done.</summary>
    public const string File = "file";

    public static IReadOnlyList<string> All { get; } = [Memory, File];
}
