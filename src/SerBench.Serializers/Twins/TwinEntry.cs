using SerBench.Adapters;

namespace SerBench.Serializers.Twins;

/// <summary>
/// One model type's twin in a family's catalog, and the way to a codec over it for one of the family's rows
/// (<typeparamref name="TRow"/> tells them apart: protobuf's API, Thrift's protocol, the tolerant rows' library).
/// </summary>
internal abstract class TwinEntry<TRow>
{
    public abstract Type ModelType { get; }

    /// <summary>A codec for <typeparamref name="TModel"/>, which must be <see cref="ModelType"/>.</summary>
    public abstract ICodec<TModel> CreateCodec<TModel>(TRow row);
}

/// <summary>
/// A model type <typeparamref name="T"/>, its twin <typeparamref name="TTwin"/>, and <paramref name="library"/>: for a
/// row, what a codec builds once (its channel, its builder) and the operations made over it.
/// </summary>
internal sealed class TwinEntry<TRow, T, TTwin>(TwinMap<T, TTwin> map, Func<TRow, Func<TwinOperations<TTwin>>> library) : TwinEntry<TRow>
    where TTwin : class
{
    public override Type ModelType => typeof(T);

    public override ICodec<TModel> CreateCodec<TModel>(TRow row) =>
        new TwinCodec<T, TTwin>(map, library(row)) as ICodec<TModel>
        ?? throw new ArgumentException($"This twin maps {typeof(T).FullName}, not {typeof(TModel).FullName}.", nameof(TModel));
}
