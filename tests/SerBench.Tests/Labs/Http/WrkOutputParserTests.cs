using SerBench.Labs.Http;

namespace SerBench.Tests.Labs.Http;

public sealed class WrkOutputParserTests
{
    private const string Clean = """
        Running 1s test @ http://127.0.0.1:18555/customers/stj
          1 threads and 4 connections
          Thread Stats   Avg      Stdev     Max   +/- Stdev
            Latency     6.32ms   12.04ms  83.50ms   93.97%
            Req/Sec     1.14k   510.68     1.93k    80.00%
          Latency Distribution
             50%    2.27ms
             75%    6.05ms
             90%   11.59ms
             99%   72.50ms
          1137 requests in 1.02s, 210.97KB read
        Requests/sec:   1118.16
        Transfer/sec:    207.47KB
        """;

    private const string WithErrors = """
        Running 2s test @ http://127.0.0.1:5000/customers/odata
          1 threads and 32 connections
          Thread Stats   Avg      Stdev     Max   +/- Stdev
            Latency   519.26us  100.00us   1.20s    90.00%
            Req/Sec    10.00k     1.00k   12.00k    70.00%
          Latency Distribution
             50%  447.00us
             75%  600.00us
             90%  800.00us
             99%    1.10s
          20000 requests in 2.00m, 1.50GB read
          Socket errors: connect 1, read 12, write 3, timeout 7
          Non-2xx or 3xx responses: 5
        Requests/sec:  10000.50
        Transfer/sec:     12.80MB
        """;

    [Fact]
    public void A_clean_report_gives_rate_latency_percentiles_and_no_errors()
    {
        var result = WrkOutputParser.Parse(Clean, out var error);

        Assert.Null(error);
        Assert.NotNull(result);
        Assert.Equal(1137, result.Requests);
        Assert.Equal(1.02, result.DurationSeconds, 6);
        Assert.Equal(1118.16, result.RequestsPerSecond, 6);
        Assert.Equal(207.47 * 1024, result.TransferBytesPerSecond, 6);
        Assert.Equal(6.32, result.Latency.MeanMs, 6);
        Assert.Equal(12.04, result.Latency.StdevMs, 6);
        Assert.Equal(83.50, result.Latency.MaxMs, 6);
        Assert.Equal(2.27, result.Latency.P50Ms, 6);
        Assert.Equal(6.05, result.Latency.P75Ms, 6);
        Assert.Equal(11.59, result.Latency.P90Ms, 6);
        Assert.Equal(72.50, result.Latency.P99Ms, 6);
        Assert.Null(result.Latency.P95Ms);
        Assert.Equal(0, result.Non2xx);
        Assert.Equal(0, result.SocketErrors.Total);
    }

    [Fact]
    public void Socket_errors_non_2xx_and_every_time_unit_are_read()
    {
        var result = WrkOutputParser.Parse(WithErrors, out _);

        Assert.NotNull(result);
        Assert.Equal(120, result.DurationSeconds, 6);
        Assert.Equal(0.51926, result.Latency.MeanMs, 6);
        Assert.Equal(1200, result.Latency.MaxMs, 6);
        Assert.Equal(0.447, result.Latency.P50Ms, 6);
        Assert.Equal(1100, result.Latency.P99Ms, 6);
        Assert.Equal((long)(1.5 * 1024 * 1024 * 1024), result.BytesRead);
        Assert.Equal(5, result.Non2xx);
        Assert.Equal(new SerBench.Labs.Http.HttpSocketErrors(1, 12, 3, 7), result.SocketErrors);
    }

    [Fact]
    public void The_labs_script_line_adds_p95_and_p999_and_exact_counts()
    {
        var output = Clean + "\nserbench-wrk requests=1137 duration_us=1016847 bytes=216030 connect=0 read=2 write=0 status=4 timeout=1 " +
            "mean_us=6323.160 stdev_us=12038.734 max_us=83499 p50_us=2271 p75_us=6045 p90_us=11590 p95_us=22384 p99_us=72504 p999_us=83281\n";

        var result = WrkOutputParser.Parse(output, out _);

        Assert.NotNull(result);
        Assert.Equal(1137 / 1.016847, result.RequestsPerSecond, 6);
        Assert.Equal(22.384, result.Latency.P95Ms);
        Assert.Equal(72.504, result.Latency.P99Ms);
        Assert.Equal(83.281, result.Latency.P999Ms);
        Assert.Equal(4, result.Non2xx);
        Assert.Equal(3, result.SocketErrors.Total);
    }

    [Theory]
    [InlineData("")]
    [InlineData("unable to connect to 127.0.0.1:1 Connection refused")]
    public void Output_without_a_summary_is_refused_with_a_reason(string output)
    {
        Assert.Null(WrkOutputParser.Parse(output, out var error));
        Assert.Contains("Requests/sec", error, StringComparison.Ordinal);
    }
}
