namespace SerBench.Labs.Http;

/// <summary>
/// The options of `serbench http`, read as text and validated by <see cref="HttpRequestBuilder"/> so that every
/// mistake gets the accepted values and exit code 2. Connections default to seed 003's two levels, 128 and
/// 512; one wrk thread, because wrk and the server share a 2-core machine.
/// </summary>
internal sealed class HttpOptions
{
    /// <summary>Seed 003's load levels: every writer is measured at each.</summary>
    public static readonly IReadOnlyList<int> DefaultConnectionLevels = [128, 512];
    public const int DefaultThreads = 1;
    public const int DefaultDurationSeconds = 5;
    public const int DefaultWarmupSeconds = 5;

    public Option<string?> Serializers { get; } = SharedOptions.Serializers(
        "and raw for the transport ceiling", "raw and every installed serializer that supports customers.");

    public Option<string?> Connections { get; } = new("--connections") { Description = $"Open connections wrk keeps busy; a comma-separated list measures every writer at each level in turn. Default: {string.Join(",", DefaultConnectionLevels)} (seed 003's levels).", HelpName = "N,…" };

    public Option<string?> Threads { get; } = new("--threads") { Description = $"wrk threads (at most --connections). Default: {DefaultThreads}.", HelpName = "N" };

    public Option<string?> Duration { get; } = new("--duration") { Description = $"Measured seconds per writer. Default: {DefaultDurationSeconds}.", HelpName = "SECONDS" };

    public Option<string?> Warmup { get; } = new("--warmup") { Description = $"Unmeasured seconds of load per writer before its window (JIT, pools, connections). Default: {DefaultWarmupSeconds}.", HelpName = "SECONDS" };

    public Option<string?> Rate { get; } = new("--rate") { Description = "Pace the load near N requests/s in all (each connection pauses connections×1000/N ms, whole milliseconds, after each response; wrk has no rate of its own and wrk2 is not used). Default: as fast as the server answers.", HelpName = "N" };

    public Option<string?> Count { get; } = new("--count") { Description = "Customers per response (?count=). Default: 100.", HelpName = "N" };

    public Option<string?> Out { get; } = SharedOptions.Out("run.json and report.md");

    public Option<string?> Host { get; } = new("--host") { Description = "Address the lab's server binds. Default: 127.0.0.1.", HelpName = "ADDRESS" };

    public Option<string?> Port { get; } = new("--port") { Description = "Port the lab's server binds. Default: 0 (a free port).", HelpName = "PORT" };

    public Option<string?> Server { get; } = new("--server") { Description = "Load a running 'serbench http-server' at this URL (e.g. http://10.0.0.5:5000) instead of starting one; its counters endpoint is read the same way.", HelpName = "URL" };

    public void AddTo(Command command)
    {
        command.Options.Add(Serializers);
        command.Options.Add(Connections);
        command.Options.Add(Threads);
        command.Options.Add(Duration);
        command.Options.Add(Warmup);
        command.Options.Add(Rate);
        command.Options.Add(Count);
        command.Options.Add(Out);
        command.Options.Add(Host);
        command.Options.Add(Port);
        command.Options.Add(Server);
    }

    public HttpArguments Read(ParseResult parse) => new(
        parse.GetValue(Serializers),
        parse.GetValue(Connections),
        parse.GetValue(Threads),
        parse.GetValue(Duration),
        parse.GetValue(Warmup),
        parse.GetValue(Count),
        parse.GetValue(Out),
        parse.GetValue(Host),
        parse.GetValue(Port),
        parse.GetValue(Server),
        parse.GetValue(Rate));
}

/// <summary>The options of `serbench http` as typed.</summary>
internal sealed record HttpArguments(
    string? Serializers = null,
    string? Connections = null,
    string? Threads = null,
    string? Duration = null,
    string? Warmup = null,
    string? Count = null,
    string? Out = null,
    string? Host = null,
    string? Port = null,
    string? Server = null,
    string? Rate = null);

/// <summary>A validated `serbench http` run.</summary>
internal sealed record HttpLabRequest(
    IReadOnlyList<string> Writers,
    IReadOnlyList<int> ConnectionLevels,
    int Threads,
    int DurationSeconds,
    int WarmupSeconds,
    int Count,
    string OutputDirectory,
    string Host,
    int Port)
{
    /// <summary>A running http-server to load instead of starting one (--server), or null.</summary>
    public Uri? Server { get; init; }

    /// <summary>Requests/s to pace the load near (--rate), or null: as fast as the server answers.</summary>
    public int? Rate { get; init; }
}
