using SerBench.Adapters;
using Thrift.Protocol;

namespace SerBench.Serializers.Thrift;

/// <summary>The twin struct of one canonical type, and the way to a codec for it over either Thrift protocol.</summary>
internal abstract class TwinMap
{
    public abstract Type ModelType { get; }

    /// <summary>A codec for <typeparamref name="TModel"/>, which must be <see cref="ModelType"/>, writing with <paramref name="protocol"/>.</summary>
    public abstract ICodec<TModel> CreateCodec<TModel>(TProtocolFactory protocol);
}

/// <summary>
/// A canonical model type <typeparamref name="T"/>, its IDL-generated twin and the two mapping directions.
/// <paramref name="create"/> makes the empty twin a read fills, as a Thrift user writes <c>new TinyTwin()</c>
/// (a generic <c>new()</c> would go through the runtime's activator inside the timed read).
/// </summary>
internal sealed class TwinMap<T, TTwin>(Func<T, TTwin> toTwin, Func<TTwin, T> fromTwin, Func<TTwin> create) : TwinMap
    where TTwin : class, TBase
{
    public override Type ModelType => typeof(T);

    public TTwin ToTwin(T value) => toTwin(value);

    public T FromTwin(TTwin twin) => fromTwin(twin);

    public TTwin Create() => create();

    public override ICodec<TModel> CreateCodec<TModel>(TProtocolFactory protocol) =>
        new TwinCodec<T, TTwin>(this, protocol) as ICodec<TModel>
        ?? throw new ArgumentException($"This twin maps {typeof(T).FullName}, not {typeof(TModel).FullName}.", nameof(TModel));
}
