namespace SerBench.Commands.Http;

/// <summary>
/// A wrk Lua script whose done() prints wrk's exact counts and the percentiles its report leaves out
/// (p95, p99.9) on one line for <see cref="WrkOutputParser"/>. Written to a temporary file per lab run.
/// </summary>
internal sealed class WrkScript : IDisposable
{
    private const string Source = """
        done = function(summary, latency, requests)
          local e = summary.errors
          io.write(string.format("serbench-wrk requests=%d duration_us=%d bytes=%d connect=%d read=%d write=%d status=%d timeout=%d mean_us=%.3f stdev_us=%.3f max_us=%d p50_us=%d p75_us=%d p90_us=%d p95_us=%d p99_us=%d p999_us=%d\n",
            summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
            latency.mean, latency.stdev, latency.max, latency:percentile(50), latency:percentile(75), latency:percentile(90),
            latency:percentile(95), latency:percentile(99), latency:percentile(99.9)))
        end
        """;

    public WrkScript()
    {
        FilePath = Path.Combine(Path.GetTempPath(), $"serbench-wrk-{Environment.ProcessId}-{Guid.NewGuid():N}.lua");
        File.WriteAllText(FilePath, Source + "\n");
    }

    public string FilePath { get; }

    public void Dispose()
    {
        if (File.Exists(FilePath))
        {
            File.Delete(FilePath);
        }
    }
}
