using System.Reflection.Emit;
using SerBench.Engine;

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

        Assert.False(quiet.IsQuiet(Ms(0), compiled: 100, generated: 0));
        Assert.False(quiet.IsQuiet(Ms(50), compiled: 105, generated: 5));
        Assert.False(quiet.IsQuiet(Ms(150), compiled: 112, generated: 12));
        Assert.True(quiet.IsQuiet(Ms(200), compiled: 120, generated: 20));
        Assert.Equal(TimeSpan.Zero, quiet.LastChange);
    }

    [Fact]
    public void Any_other_compilation_restarts_it()
    {
        var quiet = new JitQuiet(Quiet, Limit);

        quiet.IsQuiet(Ms(0), compiled: 100, generated: 0);
        Assert.False(quiet.IsQuiet(Ms(50), compiled: 104, generated: 3));
        Assert.False(quiet.IsQuiet(Ms(249), compiled: 104, generated: 3));
        Assert.True(quiet.IsQuiet(Ms(250), compiled: 104, generated: 3));
        Assert.Equal(Ms(50), quiet.LastChange);
    }

    [Fact]
    public void A_generated_method_whose_event_is_late_restarts_it_at_most_once()
    {
        var quiet = new JitQuiet(Quiet, Limit);

        quiet.IsQuiet(Ms(0), compiled: 100, generated: 0);
        Assert.False(quiet.IsQuiet(Ms(40), compiled: 101, generated: 0));
        Assert.False(quiet.IsQuiet(Ms(45), compiled: 101, generated: 1));
        Assert.False(quiet.IsQuiet(Ms(90), compiled: 102, generated: 1));
        Assert.False(quiet.IsQuiet(Ms(140), compiled: 103, generated: 2));
        Assert.True(quiet.IsQuiet(Ms(240), compiled: 104, generated: 4));
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
}
