using SerBench.Adapters;

namespace SerBench.Http;

/// <summary>The Content-Type each format is served with.</summary>
internal static class ContentTypes
{
    public const string Json = "application/json";
    public const string ODataJson = "application/json;odata.metadata=minimal";
    public const string Thrift = "application/x-thrift";

    public static string For(SerializerInfo info)
    {
        ArgumentNullException.ThrowIfNull(info);

        // OData's own media type parameter tells an OData client which metadata level the body carries.
        if (info.Package.StartsWith("Microsoft.OData", StringComparison.OrdinalIgnoreCase))
        {
            return ODataJson;
        }

        // What Thrift's own HTTP transports (THttpTransport, THttpServerTransport) send, whichever protocol the body is in.
        if (info.Package == "ApacheThrift")
        {
            return Thrift;
        }

        return info.Format switch
        {
            FormatFamily.Json => Json,
            FormatFamily.Protobuf => "application/x-protobuf",
            FormatFamily.Bson => "application/bson",
            FormatFamily.Xml => "application/xml",
            FormatFamily.BinaryXml => "application/soap+msbin1",
            FormatFamily.Jsv => "text/jsv",
            FormatFamily.MessagePack => "application/x-msgpack",
            FormatFamily.Cbor => "application/cbor",
            _ => "application/octet-stream",
        };
    }
}
