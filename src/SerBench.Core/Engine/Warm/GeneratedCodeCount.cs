using System.Diagnostics.Tracing;

namespace SerBench.Engine;

/// <summary>
/// Counts the dynamic methods (code a library or the runtime generates while running, such as reflection's invoke stubs)
/// that the JIT compiles while it exists, from the runtime's own method-load events. Where those events are not available
/// it counts none, and a warm-up waits for every compilation, as it did before this count existed.
/// </summary>
internal sealed class GeneratedCodeCount : EventListener
{
    private const string RuntimeSource = "Microsoft-Windows-DotNETRuntime";
    private const EventKeywords JitKeyword = (EventKeywords)0x10;
    private const uint DynamicMethodFlag = 0x1;

    private long _count;

    /// <summary>Dynamic methods compiled since this count started (as far as their events have arrived).</summary>
    public long Count => Interlocked.Read(ref _count);

    protected override void OnEventSourceCreated(EventSource eventSource)
    {
        // Called from the base constructor for sources that already exist: no field of this class may be needed here.
        if (eventSource.Name == RuntimeSource)
        {
            EnableEvents(eventSource, EventLevel.Verbose, JitKeyword);
        }
    }

    protected override void OnEventWritten(EventWrittenEventArgs eventData)
    {
        if (eventData.EventName?.StartsWith("MethodLoadVerbose", StringComparison.Ordinal) != true
            || eventData.PayloadNames is not { } names
            || eventData.Payload is not { } payload)
        {
            return;
        }

        var index = names.IndexOf("MethodFlags");
        if (index >= 0 && payload[index] is uint flags && (flags & DynamicMethodFlag) != 0)
        {
            Interlocked.Increment(ref _count);
        }
    }
}
