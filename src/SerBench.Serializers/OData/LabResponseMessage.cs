using Microsoft.OData;

namespace SerBench.Serializers.OData;

/// <summary>
/// An OData response message over one of the lab's streams (a view of its buffer), so ODataMessageWriter and
/// ODataMessageReader work on the lab's memory instead of an HTTP response, with the services (JSON writer factory)
/// of the row. Reused across calls.
/// </summary>
internal sealed class LabResponseMessage(Stream stream, IServiceProvider services) : IODataResponseMessageAsync, IServiceCollectionProvider
{
    /// <summary>The content type the writer sets; given to the reader so it parses the same dialect.</summary>
    public const string JsonContentType = "application/json;odata.metadata=minimal;odata.streaming=true;IEEE754Compatible=false;charset=utf-8";

    private readonly Dictionary<string, string> _headers = new(StringComparer.OrdinalIgnoreCase) { ["Content-Type"] = JsonContentType };

    public IEnumerable<KeyValuePair<string, string>> Headers => _headers;

    public int StatusCode { get; set; } = 200;

    public string? GetHeader(string headerName) => _headers.GetValueOrDefault(headerName);

    public void SetHeader(string headerName, string headerValue)
    {
        if (headerValue is null)
        {
            _headers.Remove(headerName);
        }
        else
        {
            _headers[headerName] = headerValue;
        }
    }

    /// <summary>Where ODataMessageWriter and ODataMessageReader take their services from, the JSON writer factory among them.</summary>
    public IServiceProvider ServiceProvider => services;

    public Stream GetStream() => stream;

    public Task<Stream> GetStreamAsync() => Task.FromResult(stream);
}
