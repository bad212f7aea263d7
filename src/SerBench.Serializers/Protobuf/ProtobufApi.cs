namespace SerBench.Serializers.Protobuf;

/// <summary>Which Google.Protobuf API a row calls.</summary>
internal enum ProtobufApi
{
    BufferWriter,
    ByteArray,
    Json,
}
