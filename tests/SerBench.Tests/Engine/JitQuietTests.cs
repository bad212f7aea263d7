using System.Reflection.Emit;

namespace SerBench.Tests.Engine;

/// <summary>
/// The warm-up waits for tiering, not for code that libraries keep generating: readings of (time, compiled, generated)
/// as the warm-up takes them at each check.
/// </summary>
public sealed class JitQuietTests
{
    private static readonly TimeSpan Quiet = TimeSpan.FromMilliseconds(200);
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(3);

    [Fact]
    public void Compilations_that_are_all_generated_code_do_not_restart_the_quiet_period()
    {
        var quiet = new JitQuiet(Quiet, Limit);

        var answers = Feed(quiet, (0, 100, 0), (50, 105, 5), (150, 112, 12), (200, 120, 20));

        Assert.Equal([false, false, false, true], answers);
        Assert.Equal(TimeSpan.Zero, quiet.LastChange);
    }

    [Fact]
    public void Any_other_compilation_restarts_it()
    {
        var quiet = new JitQuiet(Quiet, Limit);

        var answers = Feed(quiet, (0, 100, 0), (50, 104, 3), (249, 104, 3), (250, 104, 3));

        Assert.Equal([false, false, false, true], answers);
        Assert.Equal(Ms(50), quiet.LastChange);
    }

    [Fact]
    public void A_generated_method_whose_event_is_late_restarts_it_at_most_once()
    {
        var quiet = new JitQuiet(Quiet, Limit);

        // At 40 ms a generated method is compiled and its event has not come yet; at 90 ms the same again.
        var answers = Feed(quiet, (0, 100, 0), (40, 101, 0), (45, 101, 1), (90, 102, 1), (140, 103, 2), (240, 104, 4));

        Assert.Equal([false, false, false, false, false, true], answers);
        Assert.Equal(Ms(40), quiet.LastChange);
    }

    [Fact]
    public void Tiering_that_never_stops_ends_at_the_limit()
    {
        var quiet = new JitQuiet(Quiet, Limit);
        var compiled = 100L;
        var checks = 0;
        for (var ms = 0; !quiet.IsQuiet(Ms(ms), compiled++, generated: 0); ms += 10)
        {
            checks++;
        }

        Assert.Equal(300, checks);
    }

    [Fact]
    public void The_runtime_reports_the_dynamic_methods_it_compiles()
    {
        using var generated = new GeneratedCodeCount();
        var waited = System.Diagnostics.Stopwatch.StartNew();
        for (var i = 0; generated.Count == 0 && waited.Elapsed < TimeSpan.FromSeconds(30); i++)
        {
            Assert.Equal(i, NewDynamicMethod(i)());
            Thread.Sleep(20);
        }

        Assert.True(generated.Count > 0, "no dynamic method was reported by the runtime's events within 30 s");
    }

    private static Func<int> NewDynamicMethod(int value)
    {
        var method = new DynamicMethod($"JitQuietTests{value}", typeof(int), Type.EmptyTypes);
        var il = method.GetILGenerator();
        il.Emit(OpCodes.Ldc_I4, value);
        il.Emit(OpCodes.Ret);
        return method.CreateDelegate<Func<int>>();
    }

    private static TimeSpan Ms(int milliseconds) => TimeSpan.FromMilliseconds(milliseconds);

    /// <summary>The warm-up's checks in order, each (ms since the start, methods compiled, generated ones); what each answered.</summary>
    private static bool[] Feed(JitQuiet quiet, params (int Ms, long Compiled, long Generated)[] readings) =>
        [.. readings.Select(r => quiet.IsQuiet(Ms(r.Ms), r.Compiled, r.Generated))];
}
