namespace SerBench.Http;

/// <summary>
/// One writer as <c>GET /writers</c> lists it, and as the HTTP lab records it: <c>Id</c> is the route segment
/// (<c>/customers/{id}</c>), <c>ApiShape</c> the serializer row's API shape (or "pre-serialized" for raw),
/// <c>ResponsePath</c> how the bytes reach Kestrel's response body.
/// </summary>
internal sealed record WriterDescription(
    string Id,
    string DisplayName,
    string Package,
    string Version,
    string Format,
    string ApiShape,
    string ContentType,
    string ResponsePath);

/// <summary>The body of <c>GET /writers</c>: the writers served and the installed rows that are not, with why.</summary>
internal sealed record WriterList(IReadOnlyList<WriterDescription> Writers, IReadOnlyList<SkippedWriter> Skipped);

/// <summary>An installed serializer the server does not serve, and why (no customers support, failed round trip).</summary>
internal sealed record SkippedWriter(string Id, string Reason);
