using SerBench.Labs.Micro.Counts;

namespace SerBench.Tests.Labs.Micro.Counts;

/// <summary>A counting process killed by a signal is started again; its figures never come from the crashed one.</summary>
public sealed class CountsRetryTests
{
    private static readonly CountsProcessResult Counted = Result(failure: null);

    [Fact]
    public void A_process_that_crashes_twice_is_run_a_third_time_and_its_figures_are_the_third_ones()
    {
        var attempts = 0;
        var result = CountsWorkerProcess.Retrying(
            () => ++attempts < 3 ? (Result("exit code 139"), "exit code 139") : (Counted, null),
            CancellationToken.None);

        Assert.Equal(3, attempts);
        Assert.Same(Counted, result);
    }

    [Fact]
    public void Three_crashes_fail_the_process_and_the_failure_names_each_crash()
    {
        var attempts = 0;
        var result = CountsWorkerProcess.Retrying(
            () => { attempts++; return (Result($"exit code 139 #{attempts}"), $"signal #{attempts}"); },
            CancellationToken.None);

        Assert.Equal(1 + CountsWorkerProcess.CrashRetries, attempts);
        Assert.Equal("exit code 139 #3 (the counting process was killed by a signal 3 times: signal #1; signal #2; signal #3)", result.Failure);
    }

    [Fact]
    public void A_failure_that_is_not_a_crash_is_not_run_again()
    {
        var attempts = 0;
        var result = CountsWorkerProcess.Retrying(
            () => { attempts++; return (Result("the counting process ended with exit code 1"), null); },
            CancellationToken.None);

        Assert.Equal(1, attempts);
        Assert.Equal("the counting process ended with exit code 1", result.Failure);
    }

    private static CountsProcessResult Result(string? failure) =>
        new(new Dictionary<int, CountsPrepared>(), [], WarmUp: null, failure, [], TimeSpan.Zero, AllThreads: false);
}
