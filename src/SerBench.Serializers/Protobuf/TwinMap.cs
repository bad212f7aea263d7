using Google.Protobuf;
using SerBench.Adapters;

namespace SerBench.Serializers.Protobuf;

/// <summary>The twin message of one canonical type, and the way to each of the Google.Protobuf codecs for it.</summary>
internal abstract class TwinMap
{
    public abstract Type ModelType { get; }

    /// <summary>A codec for <typeparamref name="TModel"/>, which must be <see cref="ModelType"/>.</summary>
    public abstract ICodec<TModel> CreateCodec<TModel>(ProtobufApi api);
}

/// <summary>A canonical model type <typeparamref name="T"/>, its schema-generated twin and the two mapping directions.</summary>
internal sealed class TwinMap<T, TMessage>(Func<T, TMessage> toTwin, Func<TMessage, T> fromTwin, MessageParser<TMessage> parser)
    : TwinMap
    where TMessage : class, IMessage<TMessage>, new()
{
    public override Type ModelType => typeof(T);

    public MessageParser<TMessage> Parser { get; } = parser;

    public TMessage ToTwin(T value) => toTwin(value);

    public T FromTwin(TMessage message) => fromTwin(message);

    public override ICodec<TModel> CreateCodec<TModel>(ProtobufApi api)
    {
        ICodec<T> codec = api switch
        {
            ProtobufApi.BufferWriter => new ProtobufBufferWriterCodec<T, TMessage>(this),
            ProtobufApi.ByteArray => new ProtobufByteArrayCodec<T, TMessage>(this),
            ProtobufApi.Json => new ProtobufJsonCodec<T, TMessage>(this),
            _ => throw new ArgumentOutOfRangeException(nameof(api), api, "Expected BufferWriter, ByteArray or Json."),
        };
        return codec as ICodec<TModel>
            ?? throw new ArgumentException($"This twin maps {typeof(T).FullName}, not {typeof(TModel).FullName}.", nameof(TModel));
    }
}
