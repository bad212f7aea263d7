using SerBench.Catalog;
using SerBench.Http;

namespace SerBench.Labs.Http;

/// <summary>Parse → validate → build for `serbench http`: every mistake is found before a server starts or a folder is made.</summary>
internal sealed class HttpRequestBuilder(LabCatalog catalog, string workingDirectory, TimeProvider clock)
{
    private readonly List<string> _errors = [];

    public IReadOnlyList<string> Errors => _errors;

    public HttpLabRequest? Build(HttpArguments arguments)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        var writers = arguments.Serializers is null
            ? DefaultWriters(catalog)
            : ResolveWriterIds(catalog, arguments.Serializers, _errors, allowRaw: true);
        var connections = ConnectionLevels(arguments.Connections);
        var threads = Whole(arguments.Threads, "--threads", HttpOptions.DefaultThreads, 1, 256, "wrk threads");
        var duration = Whole(arguments.Duration, "--duration", HttpOptions.DefaultDurationSeconds, 1, 3_600, "measured seconds per writer");
        var warmup = Whole(arguments.Warmup, "--warmup", HttpOptions.DefaultWarmupSeconds, 0, 3_600, "warm-up seconds per writer");
        var rate = arguments.Rate is null ? null : Whole(arguments.Rate, "--rate", 0, 1, 10_000_000, "requests per second in all", "none: as fast as the server answers");
        var count = Whole(arguments.Count, "--count", CustomerCount.Default, CustomerCount.Min, CustomerCount.Max, "customers per response");
        if (connections is { Count: > 0 } c && threads is { } t && t > c.Min())
        {
            _errors.Add($"--threads {t} is more than --connections {c.Min()}; wrk gives every thread at least one connection. Use at most {c.Min()} threads or more connections.");
        }

        var host = Endpoint.ParseHost(arguments.Host, _errors);
        var port = Endpoint.ParsePort(arguments.Port, 0, _errors);
        Uri? server = null;
        if (arguments.Server is { } url)
        {
            if (!Uri.TryCreate(url, UriKind.Absolute, out server) || server.Scheme != Uri.UriSchemeHttp || server.AbsolutePath != "/")
            {
                _errors.Add($"--server '{url}' is not a server's base URL; give http://HOST:PORT of a running 'serbench http-server' (it prints 'listening on …').");
            }

            if (arguments.Host is not null || arguments.Port is not null)
            {
                _errors.Add("--server loads a running server, while --host and --port say where the lab's own server binds; give one or the other.");
            }
        }

        var (output, outputError) = OutputFolder.Resolve(arguments.Out, workingDirectory, clock);
        if (outputError is not null)
        {
            _errors.Add(outputError);
        }

        if (rate is { } r && connections is { Count: > 0 } levels && r > levels.Min() * 1000)
        {
            _errors.Add($"--rate {r} is more than {levels.Min()} connections can be paced to: wrk pauses in whole milliseconds, so a paced connection sends at most 1,000 requests/s. Give a rate up to {levels.Min() * 1000}, more connections, or leave --rate out to load as fast as the server answers.");
        }

        if (_errors.Count > 0 || connections is null || threads is null || duration is null || warmup is null || count is null || host is null || port is null || output is null)
        {
            return null;
        }

        return new HttpLabRequest(writers, connections, threads.Value, duration.Value, warmup.Value, count.Value, output, host.ToString(), port.Value) { Server = server, Rate = rate };
    }

    /// <summary>raw, then every installed serializer that says it supports customers, in catalog order.</summary>
    public static IReadOnlyList<string> DefaultWriters(LabCatalog catalog)
    {
        var payload = HttpServerCommand.CustomersPayload(catalog);
        return [RawWriter.WriterId, .. catalog.Serializers.Where(s => RecordFactory.SupportOf(s, payload).IsSupported).Select(s => s.Info.Id)];
    }

    /// <summary>Checks a --serializers list for the HTTP verbs: known ids that support customers, or raw.</summary>
    public static IReadOnlyList<string> ResolveWriterIds(LabCatalog catalog, string value, List<string> errors, bool allowRaw)
    {
        ArgumentNullException.ThrowIfNull(catalog);
        var items = Choices.SplitList(value);
        if (items.Count == 0)
        {
            errors.Add("--serializers was given without any writer; give a comma-separated list (e.g. raw,stj) or leave the option out.");
            return [];
        }

        var payload = HttpServerCommand.CustomersPayload(catalog);
        var valid = DefaultWriters(catalog).Where(id => allowRaw || id != RawWriter.WriterId).ToList();
        var chosen = new List<string>();
        foreach (var id in items)
        {
            var known = valid.FirstOrDefault(v => string.Equals(v, id, StringComparison.OrdinalIgnoreCase));
            var adapter = catalog.FindSerializer(id);
            if (known is not null)
            {
                if (!chosen.Contains(known))
                {
                    chosen.Add(known);
                }
            }
            else if (adapter is not null)
            {
                errors.Add($"The serializer '{adapter.Info.Id}' cannot be an HTTP writer: it does not support the customers payload ({RecordFactory.SupportOf(adapter, payload).Reason}). Writers: {string.Join(", ", valid)}.");
            }
            else
            {
                var missing = catalog.NotInstalled.FirstOrDefault(n => string.Equals(n.Id, id, StringComparison.OrdinalIgnoreCase));
                errors.Add(missing is null
                    ? Choices.Unknown("writer", id, "--serializers", valid)
                    : $"The serializer '{missing.Id}' ({missing.DisplayName}) is not installed: {missing.Reason} Writers: {string.Join(", ", valid)}.");
            }
        }

        return chosen;
    }

    /// <summary>One level or a comma-separated list, each 1 … 10,000, in the order given (repeats dropped).</summary>
    private List<int>? ConnectionLevels(string? value)
    {
        if (value is null)
        {
            return [.. HttpOptions.DefaultConnectionLevels];
        }

        var levels = new List<int>();
        var items = Choices.SplitList(value);
        var refused = false;
        foreach (var item in items.Count == 0 ? [value] : items)
        {
            if (int.TryParse(item.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var level) && level is >= 1 and <= 10_000)
            {
                if (!levels.Contains(level))
                {
                    levels.Add(level);
                }
            }
            else
            {
                refused = true;
                _errors.Add($"--connections '{item}' is not accepted: give open connections as a whole number from 1 to 10000, or a comma-separated list of them (default {string.Join(",", HttpOptions.DefaultConnectionLevels)}).");
            }
        }

        return refused ? null : levels;
    }

    private int? Whole(string? value, string option, int defaultValue, int min, int max, string what, string? defaultText = null)
    {
        if (value is null)
        {
            return defaultValue;
        }

        if (int.TryParse(value.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var number) && number >= min && number <= max)
        {
            return number;
        }

        _errors.Add(string.Create(CultureInfo.InvariantCulture, $"{option} '{value}' is not accepted: give {what} as a whole number from {min} to {max} (default {defaultText ?? defaultValue.ToString(CultureInfo.InvariantCulture)})."));
        return null;
    }
}
