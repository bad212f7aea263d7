using System.Diagnostics;
using System.Globalization;
using System.Runtime;
using System.Runtime.CompilerServices;
using SerBench.Overhead.Rows;

namespace SerBench.Overhead;

/// <summary>
/// One process of <see cref="InstructionsCheck"/>, run under callgrind: one row, one side. After the row's own setup it
/// keeps calling until the JIT has compiled nothing new over several rounds with pauses between them (valgrind
/// runs the program hundreds of times slower, so the lab's 3-second warm-up ends long before tiering does, and the pauses
/// give the runtime's background compiler the processor), then counts each operation's instructions over five windows
/// of calls. Prints a line about the warm-up, then one per window: "row op window calls compiled collections" (compiled:
/// methods the JIT compiled on the measuring thread in the window, a first call or an on-stack replacement counted with
/// the calls; on any thread for a row counted on all threads).
/// </summary>
internal static class InstructionsChild
{
    public const string Verb = "instructions-child";

    /// <summary>How many of each operation's windows the figure takes: the last ones.</summary>
    public const int KeptWindows = 3;

    /// <summary>How the line about the warm-up starts (the other lines are windows).</summary>
    public const string WarmUpMark = "# warm-up:";

    private const int Windows = 5;

    /// <summary>Enough calls in a window counted on every thread that the pool threads' spinning averages out.</summary>
    private const int MinAllThreadsCalls = 20;

    private const int SettledRounds = 3;

    private const int MaxRounds = 150;

    /// <summary>
    /// Under callgrind a call takes hundreds to thousands of times as long as natively, so rows whose calls take
    /// milliseconds warm in rounds of a few calls and may stop here still compiling (the line says so).
    /// </summary>
    private static readonly TimeSpan MaxWarmUp = TimeSpan.FromMinutes(5);

    private static readonly TimeSpan RoundTime = TimeSpan.FromMilliseconds(300);

    private static readonly TimeSpan Pause = TimeSpan.FromMilliseconds(300);

    public static int Run(OverheadRow row, OverheadSide side, TimeSpan window, TextWriter output)
    {
        var client = CallgrindClient.Create();
        if (!client.RunningOnValgrind)
        {
            output.WriteLine($"{Verb} counts instructions only under valgrind's callgrind: run `instructions`, which starts it so.");
            return 2;
        }

        // Callgrind counts every thread from the start for such a row (see Valgrind.Run); a window is then what all
        // threads did between the dump that opens it and the one that closes it.
        var allThreads = row.WorksOnOtherThreads;
        row.Setup(side);
        var calls = row.TimedCalls(side);
        var perCall = WarmUntilSettled(calls.Select(c => c.Call).ToList(), output);
        for (var i = 0; i < calls.Length; i++)
        {
            var (op, call) = calls[i];
            var count = (int)Math.Clamp(window / perCall[i], allThreads ? MinAllThreadsCalls : 5, 1_000_000);

            // The first windows can still see tiering finish (a method promoted to its instrumented tier runs slower until
            // promoted again); the parent keeps the last ones, which count the same to within a few instructions once it has.
            for (var w = 1; w <= Windows; w++)
            {
                // Every window starts from the same heap, so a collection falls on each as the calls' allocations bring it.
                GC.Collect();
                GC.WaitForPendingFinalizers();
                var compiled = JitInfo.GetCompiledMethodCount(currentThread: !allThreads);
                var collections = GC.CollectionCount(0);
                Start(client, allThreads, row.Row, op, w);
                Repeat(call, count);
                Stop(client, allThreads);
                client.Dump(DumpName(row.Row, op, w));
                compiled = JitInfo.GetCompiledMethodCount(currentThread: !allThreads) - compiled;
                output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{row.Row} {op} {w} {count} {compiled} {GC.CollectionCount(0) - collections}"));
            }
        }

        row.Cleanup();
        return 0;
    }

    /// <summary>The trigger a window's dump carries, so the parent finds each window's files.</summary>
    public static string DumpName(string row, string op, int window) => $"serbench {row} {op} {window}";

    /// <summary>
    /// Opens a window: the measuring thread starts counting or, where every thread counts all along, a dump of what they
    /// counted before it sets them all to zero (<see cref="CallgrindClient.Dump"/>).
    /// </summary>
    private static void Start(CallgrindClient client, bool allThreads, string row, string op, int window)
    {
        if (allThreads)
        {
            client.Dump($"before {DumpName(row, op, window)}");
        }
        else
        {
            client.Toggle();
        }
    }

    private static void Stop(CallgrindClient client, bool allThreads)
    {
        if (!allThreads)
        {
            client.Toggle();
        }
    }

    /// <summary>Rounds of calls with pauses until the count of compiled methods holds still; returns each call's time in the last round.</summary>
    private static TimeSpan[] WarmUntilSettled(List<Action> calls, TextWriter output)
    {
        var perCall = new TimeSpan[calls.Count];
        var compiled = JitInfo.GetCompiledMethodCount();
        var first = compiled;
        var still = 0;
        var round = 0;
        var clock = Stopwatch.StartNew();
        for (; round < MaxRounds && still < SettledRounds && clock.Elapsed < MaxWarmUp; round++)
        {
            for (var i = 0; i < calls.Count; i++)
            {
                var start = Stopwatch.GetTimestamp();
                var n = 0;
                while (n < 3 || (Stopwatch.GetElapsedTime(start) < RoundTime / calls.Count))
                {
                    Repeat(calls[i], 1);
                    n++;
                }

                perCall[i] = Stopwatch.GetElapsedTime(start) / n;
            }

            Thread.Sleep(Pause);
            var now = JitInfo.GetCompiledMethodCount();
            still = now == compiled ? still + 1 : 0;
            compiled = now;
        }

        output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{WarmUpMark} {round} rounds, {compiled - first} methods compiled{(still < SettledRounds ? ", still compiling" : string.Empty)}"));
        return perCall;
    }

    /// <summary>The loop the windows count, warmed with the calls so that its own compilation is over before they start.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void Repeat(Action call, int count)
    {
        for (var c = 0; c < count; c++)
        {
            call();
        }
    }
}
