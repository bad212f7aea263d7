namespace SerBench.Labs.Echo;

/// <summary>The options of `serbench echo`; read raw and checked by <see cref="EchoRequestBuilder"/>, so every mistake gets the valid choices.</summary>
internal sealed class EchoOptions
{
    public Option<string?> Serializers { get; } = SharedOptions.Serializers(
        $"and '{EchoHello.Raw}' for the transport ceiling",
        $"{EchoHello.Raw} and seed 002's rows that are installed (binaryformatter, datacontract-xml, stj-skipdefaults, messagepack, protobuf-net, envelope-custom); 'all' for every installed serializer that takes an envelope.");

    public Option<string?> Payloads { get; } = SharedOptions.Payloads("both envelope payloads, envelope and envelope-full (the only ones it takes).");

    public Option<double?> Duration { get; } = new("--duration") { Description = "Measured seconds per serializer window. Default: 5.", HelpName = "SECONDS" };

    public Option<long?> Messages { get; } = new("--messages") { Description = "End each window after this many checked replies instead of after --duration.", HelpName = "COUNT" };

    public Option<double?> Warmup { get; } = new("--warmup") { Description = "Seconds of load before each window is measured (not counted). Default: 2.", HelpName = "SECONDS" };

    public Option<int?> Clients { get; } = new("--clients") { Description = $"Client connections per window. Default: {EchoLoad.DefaultClients} (seed 002).", HelpName = "N" };

    public Option<int?> InFlight { get; } = new("--in-flight") { Description = $"Requests outstanding per client; each reply sends the next. Default: {EchoLoad.DefaultInFlight:N0} (seed 002).", HelpName = "M" };

    public Option<string?> Host { get; } = new("--host") { Description = "Use the echo server already running there (serbench echo-server) instead of starting one; needs --port.", HelpName = "ADDRESS" };

    public Option<int?> Port { get; } = new("--port") { Description = "Port of that server (with --host; alone it means 127.0.0.1).", HelpName = "PORT" };

    public Option<int?> MaxFrameBytes { get; } = new("--max-frame-bytes") { Description = $"Largest frame either side accepts. Default: {EchoFrame.DefaultMaxFrameBytes:N0}.", HelpName = "BYTES" };

    public Option<double?> LinkMbps { get; } = new("--link-mbps") { Description = "The link's capacity each way, in Mbit/s, when client and server are on different hosts: rows whose bytes/s reach 80 % of it are named link-bound.", HelpName = "MBIT" };

    public Option<bool> Raw { get; } = new("--raw") { Description = $"Add the '{EchoHello.Raw}' window (no serializer) to the chosen serializers." };

    public Option<string?> Out { get; } = SharedOptions.Out("run.json and the reports");

    public void AddTo(Command command)
    {
        command.Options.Add(Serializers);
        command.Options.Add(Payloads);
        command.Options.Add(Duration);
        command.Options.Add(Messages);
        command.Options.Add(Warmup);
        command.Options.Add(Clients);
        command.Options.Add(InFlight);
        command.Options.Add(Host);
        command.Options.Add(Port);
        command.Options.Add(MaxFrameBytes);
        command.Options.Add(LinkMbps);
        command.Options.Add(Raw);
        command.Options.Add(Out);
    }

    public EchoArgumentsRead Read(ParseResult parse) => new(
        parse.GetValue(Serializers), parse.GetValue(Payloads), parse.GetValue(Duration), parse.GetValue(Messages), parse.GetValue(Warmup),
        parse.GetValue(Clients), parse.GetValue(InFlight), parse.GetValue(Host), parse.GetValue(Port), parse.GetValue(MaxFrameBytes),
        parse.GetValue(Raw), parse.GetValue(Out), parse.GetValue(LinkMbps));
}

/// <summary>`serbench echo`'s options as typed, before any check.</summary>
internal sealed record EchoArgumentsRead(
    string? Serializers, string? Payloads, double? Duration, long? Messages, double? Warmup, int? Clients, int? InFlight,
    string? Host, int? Port, int? MaxFrameBytes, bool Raw, string? Out, double? LinkMbps = null);
