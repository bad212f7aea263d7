using System.Net;
using SerBench.Catalog;
using SerBench.Payloads.Models;

namespace SerBench.Labs.Echo;

/// <summary>Parse → validate → build for `serbench echo`: every mistake found before a server starts, each with the valid choices.</summary>
internal sealed class EchoRequestBuilder(LabCatalog catalog, string workingDirectory, TimeProvider clock)
{
    private readonly List<string> _errors = [];

    public IReadOnlyList<string> Errors => _errors;

    public EchoRequest? Build(EchoArgumentsRead arguments)
    {
        var payloads = ResolvePayloads(arguments.Payloads);
        var serializers = ResolveSerializers(arguments.Serializers, arguments.Raw, payloads);
        var load = ResolveLoad(arguments);
        var server = ResolveServer(arguments.Host, arguments.Port);
        var (output, outputError) = OutputFolder.Resolve(arguments.Out, workingDirectory, clock);
        if (outputError is not null)
        {
            _errors.Add(outputError);
        }

        if (arguments.LinkMbps is { } mbps && !(mbps > 0 && mbps <= 10_000_000))
        {
            _errors.Add($"--link-mbps {Text(mbps)} is out of range; give the link's capacity each way in Mbit/s, more than 0 (e.g. --link-mbps 1000 for gigabit Ethernet).");
        }

        return _errors.Count > 0 || output is null || load is null ? null : new EchoRequest(serializers, payloads, load, server, output) { LinkMbps = arguments.LinkMbps };
    }

    private List<PayloadDescriptor> ResolvePayloads(string? value)
    {
        var valid = catalog.Payloads.Where(p => p.ClrType == typeof(MessageEnvelope)).ToList();
        if (value is null)
        {
            return valid;
        }

        var chosen = new List<PayloadDescriptor>();
        var items = Choices.SplitList(value);
        if (items.Count == 0)
        {
            _errors.Add("--payloads was given without any payload ids; give a comma-separated list or leave the option out.");
        }

        foreach (var id in items)
        {
            var payload = valid.FirstOrDefault(p => string.Equals(p.Id, id, StringComparison.OrdinalIgnoreCase));
            if (payload is null)
            {
                var known = catalog.FindPayload(id) is not null ? $"The payload '{id}' is not an envelope; the echo lab sends envelopes only. Valid payloads: {string.Join(", ", valid.Select(p => p.Id))}."
                    : Choices.Unknown("payload", id, "--payloads", [.. valid.Select(p => p.Id)]);
                _errors.Add(known);
            }
            else if (!chosen.Contains(payload))
            {
                chosen.Add(payload);
            }
        }

        return chosen;
    }

    private List<ISerializerAdapter?> ResolveSerializers(string? value, bool raw, List<PayloadDescriptor> payloads)
    {
        var withRaw = raw || value is null;
        var chosen = new List<ISerializerAdapter?>();
        if (value is null)
        {
            // Seed 002's rows that this lab has, so its table can be read beside ours.
            var seedRows = Seed002Reference.Rows.Select(r => r.Id).ToHashSet(StringComparer.Ordinal);
            chosen.AddRange(catalog.Serializers.Where(s => seedRows.Contains(s.Info.Id) && payloads.Any(p => RecordFactory.SupportOf(s, p).IsSupported)));
        }
        else if (string.Equals(value.Trim(), RunRequestBuilder.AllSerializers, StringComparison.OrdinalIgnoreCase))
        {
            withRaw = true;
            chosen.AddRange(catalog.Serializers.Where(s => payloads.Any(p => RecordFactory.SupportOf(s, p).IsSupported)));
        }
        else
        {
            var items = Choices.SplitList(value);
            if (items.Count == 0)
            {
                _errors.Add("--serializers was given without any serializer ids; give a comma-separated list or leave the option out.");
            }

            var valid = new[] { EchoHello.Raw }.Concat(catalog.Serializers.Select(s => s.Info.Id)).ToList();
            foreach (var id in items)
            {
                if (string.Equals(id, EchoHello.Raw, StringComparison.OrdinalIgnoreCase))
                {
                    withRaw = true;
                }
                else if (catalog.FindSerializer(id) is { } adapter)
                {
                    if (!chosen.Contains(adapter))
                    {
                        chosen.Add(adapter);
                    }
                }
                else
                {
                    var missing = catalog.NotInstalled.FirstOrDefault(n => string.Equals(n.Id, id, StringComparison.OrdinalIgnoreCase));
                    _errors.Add(missing is null
                        ? Choices.Unknown("serializer", id, "--serializers", valid)
                        : $"The serializer '{missing.Id}' ({missing.DisplayName}) is not installed: {missing.Reason} Valid serializers: {string.Join(", ", valid)}.");
                }
            }
        }

        if (withRaw)
        {
            chosen.Insert(0, null);
        }

        return chosen;
    }

    private EchoLoad? ResolveLoad(EchoArgumentsRead a)
    {
        var errorsBefore = _errors.Count;
        if (a.Duration is { } duration && !(duration > 0 && duration <= 86_400))
        {
            _errors.Add($"--duration {Text(duration)} is out of range; give the measured seconds per window, more than 0 and at most 86,400 (e.g. --duration 10).");
        }

        if (a.Warmup is { } warmup && !(warmup >= 0 && warmup <= 3_600))
        {
            _errors.Add($"--warmup {Text(warmup)} is out of range; give seconds from 0 to 3,600.");
        }

        if (a.Messages is not null && a.Duration is not null)
        {
            _errors.Add("--messages and --duration both end a window; give one of them.");
        }

        EchoArguments.Range(a.Messages ?? 1, "--messages", 1, long.MaxValue, "checked replies per window", _errors);
        EchoArguments.Range(a.Clients ?? EchoLoad.DefaultClients, "--clients", 1, 10_000, "connections", _errors);
        EchoArguments.Range(a.InFlight ?? EchoLoad.DefaultInFlight, "--in-flight", 1, 100_000, "requests outstanding per client", _errors);
        EchoArguments.Range(a.MaxFrameBytes ?? EchoFrame.DefaultMaxFrameBytes, "--max-frame-bytes", EchoArguments.MinFrameBytes, EchoArguments.MaxFrameBytes, "bytes", _errors);
        if (_errors.Count > errorsBefore)
        {
            return null;
        }

        var defaults = new EchoLoad();
        return defaults with
        {
            Clients = a.Clients ?? defaults.Clients,
            InFlight = a.InFlight ?? defaults.InFlight,
            Warmup = a.Warmup is { } w ? TimeSpan.FromSeconds(w) : defaults.Warmup,
            Duration = a.Duration is { } d ? TimeSpan.FromSeconds(d) : defaults.Duration,
            Messages = a.Messages,
            MaxFrameBytes = a.MaxFrameBytes ?? defaults.MaxFrameBytes,
        };
    }

    private IPEndPoint? ResolveServer(string? host, int? port)
    {
        if (host is null && port is null)
        {
            return null;
        }

        if (port is null)
        {
            _errors.Add($"--host {host} needs --port: the port the echo server printed ('serbench echo-server' says 'listening on HOST:PORT').");
            return null;
        }

        EchoArguments.Range(port.Value, "--port", 1, 65_535, "the echo server's port", _errors);
        var address = EchoArguments.Address(host ?? "127.0.0.1", _errors);
        return address is null || port.Value is < 1 or > 65_535 ? null : new IPEndPoint(address, port.Value);
    }

    private static string Text(double value) => value.ToString(CultureInfo.InvariantCulture);
}
