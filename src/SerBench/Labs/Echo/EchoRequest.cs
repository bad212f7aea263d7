using System.Net;

namespace SerBench.Labs.Echo;

/// <summary>A checked `serbench echo`: the windows to run (raw first), the load, the server and the output folder.</summary>
internal sealed record EchoRequest(
    IReadOnlyList<ISerializerAdapter?> Serializers,
    IReadOnlyList<PayloadDescriptor> Payloads,
    EchoLoad Load,
    IPEndPoint? ExternalServer,
    string OutputDirectory)
{
    /// <summary>The link capacity each way the user declared (--link-mbps), or null.</summary>
    public double? LinkMbps { get; init; }

    /// <summary>The id of a window's serializer (null adapter = raw).</summary>
    public static string IdOf(ISerializerAdapter? adapter) => adapter?.Info.Id ?? EchoHello.Raw;
}
