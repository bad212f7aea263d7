using SerBench.Labs.Micro;

namespace SerBench.Tests.Labs.Micro;

public sealed class MicroWorkerEnvironmentTests
{
    [Fact]
    public void Measuring_processes_start_without_the_call_counting_delay_unless_the_user_set_one()
    {
        var info = new System.Diagnostics.ProcessStartInfo("serbench");

        MicroWorkerProcess.SettleTieringSooner(info);

        // ProcessStartInfo starts from this process's environment, so a value set here must come through unchanged.
        var own = Environment.GetEnvironmentVariable(MicroWorkerProcess.CallCountingDelayVariable);
        Assert.Equal(own ?? "0", info.Environment[MicroWorkerProcess.CallCountingDelayVariable]);
    }
}
