namespace SerBench.Adapters;

/// <summary>The family of bytes a serializer writes; rankings compare within a family first.</summary>
public enum FormatFamily
{
    Json,
    Protobuf,
    Bson,
    Xml,
    BinaryXml,
    Jsv,
    DotNetBinary,
    CustomBinary,
    MessagePack,
    Cbor,
    Other,
}
