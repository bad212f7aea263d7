namespace SerBench.Tests.Engine;

[Collection(InProcessMicroLabCollection.Name)]
public sealed class LoopOverheadTests
{
    [Fact]
    public void The_loop_overhead_is_measured_once_per_process_and_then_reused()
    {
        var artifacts = Path.Combine(Path.GetTempPath(), "serbench-tests", Guid.NewGuid().ToString("N"));
        try
        {
            var job = BenchmarkConfigFactory.CreateJob(Preset.Quick);
            var first = LoopOverhead.Get(job, Preset.Quick.IterationTime, new CapturingLogger(), artifacts);
            var second = LoopOverhead.Get(job, Preset.Quick.IterationTime, new CapturingLogger(), artifacts);

            // BenchmarkDotNet's overhead stage ran and produced a per-invocation figure (0 means it could not).
            Assert.True(first > 0, $"the overhead stage gave {first} ns");
            Assert.Equal(first, second);
            Assert.Equal(first, InProcessMicroLab.MeasuredLoopOverheadNs);
        }
        finally
        {
            if (Directory.Exists(artifacts))
            {
                Directory.Delete(artifacts, recursive: true);
            }
        }
    }
}
