using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Labs.Http;
using SerBench.Output;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Http;

public sealed class HttpCommandTests : IDisposable
{
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();
    private readonly string _directory = Directory.CreateTempSubdirectory("serbench-http-cmd-").FullName;
    private readonly LabCatalog _catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);

    [Theory]
    [InlineData("--serializers", "stk", "Unknown writer 'stk' in --serializers; did you mean 'stj'?")]
    [InlineData("--serializers", "envelope-custom", "cannot be an HTTP writer: it does not support the customers payload")]
    [InlineData("--serializers", "netserializer", "is not installed")]
    [InlineData("--connections", "0", "--connections '0' is not accepted: give open connections as a whole number from 1 to 10000")]
    [InlineData("--threads", "x", "--threads 'x' is not accepted")]
    [InlineData("--duration", "1.5", "--duration '1.5' is not accepted: give measured seconds per writer as a whole number from 1 to 3600")]
    [InlineData("--warmup", "-1", "--warmup '-1' is not accepted")]
    [InlineData("--count", "100001", "--count '100001' is not accepted: give customers per response as a whole number from 1 to 100000")]
    [InlineData("--host", "example.com", "--host 'example.com' is not an IP address")]
    [InlineData("--port", "70000", "--port '70000' is not a port")]
    public void A_bad_option_exits_2_saying_what_is_accepted_before_anything_runs(string option, string value, string message)
    {
        var exit = Run(new HttpArguments(), (option, value));

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains(message, _error.ToString(), StringComparison.Ordinal);
        Assert.Contains("Nothing was run.", _error.ToString(), StringComparison.Ordinal);
        Assert.Empty(Directory.EnumerateFileSystemEntries(_directory));
    }

    [Theory]
    [InlineData("128,x", "--connections 'x' is not accepted: give open connections as a whole number from 1 to 10000, or a comma-separated list of them (default 128,512)")]
    [InlineData("64,0", "--connections '0' is not accepted")]
    public void A_bad_connection_level_in_a_list_is_refused(string value, string message)
    {
        Assert.Equal(ExitCodes.UsageError, Run(new HttpArguments(Connections: value)));
        Assert.Contains(message, _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Connections_default_to_seed_003s_two_levels_and_take_a_list_in_order()
    {
        var builder = new HttpRequestBuilder(_catalog, _directory, TimeProvider.System);
        Assert.Equal([128, 512], builder.Build(new HttpArguments(Out: "a"))!.ConnectionLevels);
        Assert.Equal([512, 16], builder.Build(new HttpArguments(Connections: "512, 16,512", Out: "b"))!.ConnectionLevels);
        Assert.Empty(builder.Errors);
    }

    [Theory]
    [InlineData("fast", "--rate 'fast' is not accepted: give requests per second in all as a whole number from 1 to 10000000 (default none: as fast as the server answers)")]
    [InlineData("0", "--rate '0' is not accepted")]
    [InlineData("200000", "--rate 200000 is more than 128 connections can be paced to")]
    public void A_rate_that_cannot_be_paced_is_refused_with_what_is_accepted(string value, string message)
    {
        Assert.Equal(ExitCodes.UsageError, Run(new HttpArguments(Rate: value)));
        Assert.Contains(message, _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_rate_reaches_the_request_and_becomes_a_pause_per_connection()
    {
        var builder = new HttpRequestBuilder(_catalog, _directory, TimeProvider.System);
        Assert.Equal(1000, builder.Build(new HttpArguments(Rate: "1000", Out: "a"))!.Rate);
        Assert.Null(builder.Build(new HttpArguments(Out: "b"))!.Rate);
        Assert.Equal(128, WrkScript.PauseMilliseconds(128, 1000));
        Assert.Equal(512, WrkScript.PauseMilliseconds(512, 1000));
        Assert.Equal(3, WrkScript.PauseMilliseconds(5, 2000));
        Assert.Equal(1, WrkScript.PauseMilliseconds(10, 100_000));
    }

    [Fact]
    public void More_threads_than_connections_is_refused()
    {
        Assert.Equal(ExitCodes.UsageError, Run(new HttpArguments(Connections: "2", Threads: "4")));
        Assert.Contains("--threads 4 is more than --connections 2", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Without_wrk_the_lab_says_how_to_install_it_and_exits_2()
    {
        var exit = HttpCommand.Execute(Services(), new HttpArguments(Out: "run"), ["http"], () => null);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains("wrk (the HTTP load generator", _error.ToString(), StringComparison.Ordinal);
        Assert.Contains("apt-get install -y wrk", _error.ToString(), StringComparison.Ordinal);
        Assert.False(Directory.Exists(Path.Combine(_directory, "run")));
    }

    [Fact]
    public void Default_writers_are_raw_then_every_serializer_that_supports_customers()
    {
        var writers = HttpRequestBuilder.DefaultWriters(_catalog);

        Assert.Equal("raw", writers[0]);
        Assert.Contains("stj", writers);
        Assert.Contains("odata-async-novalidation", writers);
        Assert.DoesNotContain("envelope-custom", writers);
    }

    [Fact]
    public void The_defaults_follow_seed_003s_levels_with_one_wrk_thread_for_a_two_core_machine()
    {
        var builder = new HttpRequestBuilder(_catalog, _directory, TimeProvider.System);
        var request = builder.Build(new HttpArguments(Serializers: "RAW,stj,stj"));

        Assert.NotNull(request);
        Assert.Equal(["raw", "stj"], request.Writers);
        Assert.Equal([128, 512], request.ConnectionLevels);
        Assert.Equal((1, 5, 5, 100, 0, "127.0.0.1"), (request.Threads, request.DurationSeconds, request.WarmupSeconds, request.Count, request.Port, request.Host));
    }

    public void Dispose()
    {
        Directory.Delete(_directory, recursive: true);
        _out.Dispose();
        _error.Dispose();
    }

    private int Run(HttpArguments arguments, (string Option, string Value)? one = null)
    {
        if (one is { } o)
        {
            arguments = o.Option switch
            {
                "--serializers" => arguments with { Serializers = o.Value },
                "--connections" => arguments with { Connections = o.Value },
                "--threads" => arguments with { Threads = o.Value },
                "--duration" => arguments with { Duration = o.Value },
                "--rate" => arguments with { Rate = o.Value },
                "--warmup" => arguments with { Warmup = o.Value },
                "--count" => arguments with { Count = o.Value },
                "--host" => arguments with { Host = o.Value },
                "--port" => arguments with { Port = o.Value },
                _ => throw new ArgumentException(o.Option),
            };
        }

        return HttpCommand.Execute(Services(), arguments with { Out = arguments.Out ?? "run" }, ["http"], () => throw new InvalidOperationException("wrk must not be looked for when the options are wrong"));
    }

    private LabServices Services() => new()
    {
        Catalog = _catalog,
        Sink = new WriterConsoleSink(_out, _error),
        WorkingDirectory = _directory,
    };
}
