namespace SerBench.Labs.Echo;

/// <summary>
/// The first frame of every connection: <c>serbench-echo/1 data SERIALIZER PAYLOAD</c> binds the connection to
/// one serializer (or <c>raw</c>) and payload; <c>serbench-echo/1 control</c> opens the control channel.
/// </summary>
internal static class EchoHello
{
    /// <summary>The pseudo serializer id of the transport ceiling: bytes echoed as they are.</summary>
    public const string Raw = "raw";

    /// <summary>What the connection serves; <see cref="Session.Responder"/> is null for the control channel.</summary>
    public sealed record Session(IEchoResponder? Responder);

    public static Session Accept(string hello, EchoServer server)
    {
        var parts = hello.Split(' ', StringSplitOptions.RemoveEmptyEntries);
        if (parts.Length == 0 || parts[0] != EchoText.Protocol)
        {
            throw new EchoProtocolException($"the first frame is not a hello: expected '{EchoText.Protocol} data SERIALIZER PAYLOAD' or '{EchoText.Protocol} control'");
        }

        if (parts is [_, "control"])
        {
            return new Session(null);
        }

        if (parts is not [_, "data", var serializerId, var payloadId])
        {
            throw new EchoProtocolException($"malformed hello; expected '{EchoText.Protocol} data SERIALIZER PAYLOAD' or '{EchoText.Protocol} control'");
        }

        var catalog = server.Catalog;
        var payload = catalog.FindPayload(payloadId)
            ?? throw new EchoProtocolException($"unknown payload '{payloadId}'; this server knows {string.Join(", ", catalog.Payloads.Select(p => p.Id))}");
        if (string.Equals(serializerId, Raw, StringComparison.OrdinalIgnoreCase))
        {
            return new Session(new RawResponder());
        }

        var adapter = catalog.FindSerializer(serializerId)
            ?? throw new EchoProtocolException($"unknown serializer '{serializerId}'; this server knows {Raw}, {string.Join(", ", catalog.Serializers.Select(s => s.Info.Id))}");
        var support = adapter.Supports(payload);
        if (!support.IsSupported)
        {
            throw new EchoProtocolException($"{adapter.Info.Id} does not support {payload.Id}: {support.Reason}");
        }

        try
        {
            return new Session(payload.Accept(new ResponderFactory(adapter, server.Options.MaxFrameBytes)));
        }
        catch (Exception ex) when (ex is not OutOfMemoryException and not EchoProtocolException)
        {
            throw new EchoProtocolException($"{adapter.Info.Id} cannot build its codec for {payload.Id}: {ex.GetType().Name}: {ex.Message}");
        }
    }

    private sealed class ResponderFactory(ISerializerAdapter adapter, int maxFrameBytes) : IPayloadVisitor<IEchoResponder>
    {
        public IEchoResponder Visit<T>(Payload<T> payload) =>
            new CodecResponder<T>(adapter.CreateCodec<T>(payload), adapter.Info.Id, maxFrameBytes);
    }
}
