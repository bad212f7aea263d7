using System.Text;
using System.Runtime.InteropServices;

namespace SerBench.Labs.Micro.Counts;

/// <summary>
/// Callgrind's client requests (valgrind's callgrind.h) from managed code. A client request is a fixed sequence of
/// instructions that does nothing on a real processor and that valgrind's simulated one recognises; C programs emit it
/// from a macro, so here its x86-64 encoding is copied into executable memory once and called through a function pointer.
/// Outside valgrind every request is a no-op that returns 0.
/// </summary>
internal sealed unsafe partial class CallgrindClient
{
    // VG_USERREQ__RUNNING_ON_VALGRIND in valgrind.h; VG_USERREQ_TOOL_BASE('C','T') and the order of
    // Vg_CallgrindClientRequest in callgrind.h.
    private const ulong RunningOnValgrindRequest = 0x1001;
    private const ulong ToolBase = ((ulong)'C' << 24) | ((ulong)'T' << 16);
    private const ulong ZeroStatsRequest = ToolBase + 1;
    private const ulong ToggleCollectRequest = ToolBase + 2;
    private const ulong DumpStatsAtRequest = ToolBase + 3;
    private const ulong StartInstrumentationRequest = ToolBase + 4;
    private const ulong StopInstrumentationRequest = ToolBase + 5;

    private static readonly byte[] RequestCode =
    [
        0x48, 0x89, 0xF8,       // mov rax, rdi      (the request block: request, five arguments)
        0x31, 0xD2,             // xor edx, edx      (the default result, 0)
        0x48, 0xC1, 0xC7, 0x03, // rol rdi, 3        \
        0x48, 0xC1, 0xC7, 0x0D, // rol rdi, 13        | valgrind's preamble: 128 bits of rotation, rdi unchanged
        0x48, 0xC1, 0xC7, 0x3D, // rol rdi, 61        |
        0x48, 0xC1, 0xC7, 0x33, // rol rdi, 51       /
        0x48, 0x87, 0xDB,       // xchg rbx, rbx     (rdx = client_request(rax))
        0x48, 0x89, 0xD0,       // mov rax, rdx
        0xC3,                   // ret
    ];

    private readonly delegate* unmanaged<ulong*, ulong> _request;

    private CallgrindClient(delegate* unmanaged<ulong*, ulong> request) => _request = request;

    /// <summary>Why counts cannot be taken on this platform, or null on x86-64 Linux (valgrind's requests are encoded for it here).</summary>
    public static string? Unsupported =>
        OperatingSystem.IsLinux() && RuntimeInformation.ProcessArchitecture == Architecture.X64
            ? null
            : $"Counting needs valgrind on x86-64 Linux; this is {RuntimeInformation.OSDescription} on {RuntimeInformation.ProcessArchitecture}.";

    public static CallgrindClient Create()
    {
        if (Unsupported is { } reason)
        {
            throw new PlatformNotSupportedException(reason);
        }

        const int protReadWriteExec = 0x1 | 0x2 | 0x4;
        const int mapPrivateAnonymous = 0x02 | 0x20;
        var memory = Mmap(IntPtr.Zero, (nuint)RequestCode.Length, protReadWriteExec, mapPrivateAnonymous, -1, 0);
        if (memory == new IntPtr(-1))
        {
            throw new InvalidOperationException($"Could not map executable memory for valgrind's client requests (errno {Marshal.GetLastPInvokeError()}).");
        }

        Marshal.Copy(RequestCode, 0, memory, RequestCode.Length);
        return new CallgrindClient((delegate* unmanaged<ulong*, ulong>)memory);
    }

    /// <summary>True under valgrind (its answer to the request); false on a real processor.</summary>
    public bool RunningOnValgrind => Request(RunningOnValgrindRequest, 0) != 0;

    /// <summary>Instruments from here on (callgrind runs with <c>--instr-atstart=no</c>); every thread's collection state returns to <c>--collect-atstart</c>.</summary>
    public void StartInstrumentation() => Request(StartInstrumentationRequest, 0);

    /// <summary>Stops instrumenting: the program runs on at valgrind's uninstrumented speed.</summary>
    public void StopInstrumentation() => Request(StopInstrumentationRequest, 0);

    /// <summary>Flips the calling thread's collection state (callgrind keeps one per thread).</summary>
    public void ToggleCollect() => Request(ToggleCollectRequest, 0);

    /// <summary>Sets every cost counted so far to zero.</summary>
    public void Zero() => Request(ZeroStatsRequest, 0);

    /// <summary>Writes what was counted since the last dump to a new dump file whose trigger names <paramref name="name"/>, and starts again from zero.</summary>
    public void Dump(string name)
    {
        var bytes = Encoding.ASCII.GetBytes(name + "\0");
        fixed (byte* text = bytes)
        {
            Request(DumpStatsAtRequest, (ulong)text);
        }
    }

    private ulong Request(ulong request, ulong argument)
    {
        var block = stackalloc ulong[6];
        block[0] = request;
        block[1] = argument;
        return _request(block);
    }

    [LibraryImport("libc", EntryPoint = "mmap", SetLastError = true)]
    private static partial IntPtr Mmap(IntPtr address, nuint length, int protection, int flags, int fd, nint offset);
}
