namespace SerBench.Labs.Robustness;

/// <summary>The outcome classes of one deserialization of a corpus case, as the run file spells them.</summary>
internal static class Outcomes
{
    /// <summary>The deserializer threw: a clean rejection (the exception type is recorded).</summary>
    public const string Rejected = "rejected";

    /// <summary>Accepted, and structurally equal to the canonical value.</summary>
    public const string Equal = "equal";

    /// <summary>Accepted, but different from the canonical value: silent corruption (the first difference is recorded).</summary>
    public const string Different = "different";

    /// <summary>No answer within the time limit; the worker was killed.</summary>
    public const string Hang = "hang";

    /// <summary>The worker process died (stack overflow, fail-fast, signal).</summary>
    public const string Crash = "crash";

    /// <summary>The worker ran out of its heap limit.</summary>
    public const string OutOfMemory = "out-of-memory";

    /// <summary>Corpus mode: the bytes were read without an exception (there is no canonical value to compare with).</summary>
    public const string Accepted = "accepted";

    public static IReadOnlyList<string> All { get; } = [Rejected, Equal, Different, Hang, Crash, OutOfMemory];

    /// <summary>
    /// Outcomes after which the worker is gone: killed (hang) or dead (crash). An out-of-memory the worker caught
    /// itself leaves a live process whose heap the GC has reclaimed, so it goes on with the next case; restarting
    /// after each (dozens per BSON cell) would cost a process start apiece.
    /// </summary>
    public static bool EndsWorker(string outcome) => outcome is Hang or Crash;

    /// <summary>True for outcomes worth a saved input and a replay: everything but a clean rejection or an equal read.</summary>
    public static bool IsClean(string outcome) => outcome is Rejected or Equal or Accepted;
}
