namespace SerBench.Labs.Http;

/// <summary>
/// A wrk Lua script whose done() prints wrk's exact counts and the percentiles its report leaves out
/// (p95, p99.9) on one line for <see cref="WrkOutputParser"/>. Written to a temporary file per lab run.
/// With a rate (--rate), it also defines delay(): each connection pauses the milliseconds given as the
/// script's argument after each response, which paces the whole run near the rate (wrk itself has no rate).
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

    private const string Pacing = """
        local pause_ms = 0
        init = function(args)
          pause_ms = tonumber(args[1]) or 0
        end
        delay = function()
          return pause_ms
        end
        """;

    public WrkScript(bool paced = false)
    {
        Paced = paced;
        FilePath = Path.Combine(Path.GetTempPath(), $"serbench-wrk-{Environment.ProcessId}-{Guid.NewGuid():N}.lua");
        File.WriteAllText(FilePath, (paced ? Pacing + "\n" : string.Empty) + Source + "\n");
    }

    /// <summary>True when the script paces connections (its argument is the pause in whole milliseconds).</summary>
    public bool Paced { get; }

    /// <summary>
    /// The pause per connection after each response that keeps <paramref name="connections"/> near
    /// <paramref name="rate"/> requests/s if responses were instant: wrk counts it in whole milliseconds, at least 1.
    /// </summary>
    public static int PauseMilliseconds(int connections, int rate) =>
        (int)Math.Max(1, Math.Round(connections * 1000.0 / rate, MidpointRounding.AwayFromZero));

    public string FilePath { get; }

    public void Dispose()
    {
        if (File.Exists(FilePath))
        {
            File.Delete(FilePath);
        }
    }
}
