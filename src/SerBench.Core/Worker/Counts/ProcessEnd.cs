using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.InteropServices;

namespace SerBench.Labs.Micro.Counts;

/// <summary>
/// Ends a counting process without the runtime's shutdown. At shutdown the JIT closes the file its method summary goes
/// to (the lab's Valgrind.JitSummaryFile) while the tiering thread may still be compiling and writing to it; under
/// valgrind that race killed processes after their last window (docs/counts.md). C's streams are flushed first, so the
/// summary the lab reads is whole.
/// </summary>
internal static partial class ProcessEnd
{
    /// <summary>Exits with <paramref name="code"/>; returns nothing (typed so that a command can `return` it).</summary>
    [DoesNotReturn]
    public static int Exit(int code)
    {
        _ = Flush(IntPtr.Zero);
        ExitNow(code);
        throw new UnreachableException();
    }

    /// <summary>fflush(NULL): every open output stream of the C library, the JIT's summary among them.</summary>
    [LibraryImport("libc", EntryPoint = "fflush")]
    private static partial int Flush(IntPtr stream);

    [LibraryImport("libc", EntryPoint = "_exit")]
    private static partial void ExitNow(int code);
}
