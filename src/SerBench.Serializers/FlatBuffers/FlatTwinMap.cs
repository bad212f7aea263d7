using Google.FlatBuffers;
using SerBench.Adapters;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>The object-API twin of one canonical type, and the way to a codec for it.</summary>
internal abstract class FlatTwinMap
{
    public abstract Type ModelType { get; }

    /// <summary>A codec for <typeparamref name="TModel"/>, which must be <see cref="ModelType"/>.</summary>
    public abstract ICodec<TModel> CreateCodec<TModel>();
}

/// <summary>
/// A canonical model type <typeparamref name="T"/>, the object-API class flatc generated for its root table
/// (<typeparamref name="TTwin"/>), the two mapping directions, and the generated calls a FlatBuffers user makes on
/// that table: its <c>Pack</c>, and its <c>GetRootAs…</c> and <c>UnPack</c>.
/// </summary>
internal sealed class FlatTwinMap<T, TTwin>(
    Func<T, TTwin> toTwin,
    Func<TTwin, T> fromTwin,
    Func<FlatBufferBuilder, TTwin, int> pack,
    Func<ByteBuffer, TTwin> unpack) : FlatTwinMap
    where TTwin : class
{
    public override Type ModelType => typeof(T);

    public TTwin ToTwin(T value) => toTwin(value);

    public T FromTwin(TTwin twin) => fromTwin(twin);

    /// <summary>Writes <paramref name="twin"/> into <paramref name="builder"/> and returns the root table's offset.</summary>
    public int Pack(FlatBufferBuilder builder, TTwin twin) => pack(builder, twin);

    /// <summary>Reads the root table at the buffer's position into a new twin, completely.</summary>
    public TTwin Unpack(ByteBuffer buffer) => unpack(buffer);

    public override ICodec<TModel> CreateCodec<TModel>() =>
        new FlatTwinCodec<T, TTwin>(this) as ICodec<TModel>
        ?? throw new ArgumentException($"This twin maps {typeof(T).FullName}, not {typeof(TModel).FullName}.", nameof(TModel));
}
