using SerBench.Adapters;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>One canonical type's twin and the way to a codec over it for a given library.</summary>
internal abstract class TolerantTwinMap
{
    public abstract Type ModelType { get; }

    /// <summary>A codec for <typeparamref name="TModel"/>, which must be <see cref="ModelType"/>.</summary>
    public abstract ICodec<TModel> CreateCodec<TModel>(ITwinFormat format);
}

/// <summary>A canonical model type <typeparamref name="T"/>, its twin and the two mapping directions.</summary>
internal sealed class TolerantTwinMap<T, TTwin>(Func<T, TTwin> toTwin, Func<TTwin, T> fromTwin) : TolerantTwinMap
    where TTwin : class
{
    public override Type ModelType => typeof(T);

    public override ICodec<TModel> CreateCodec<TModel>(ITwinFormat format) =>
        new TolerantTwinCodec<T, TTwin>(toTwin, fromTwin, format) as ICodec<TModel>
        ?? throw new ArgumentException($"This twin maps {typeof(T).FullName}, not {typeof(TModel).FullName}.", nameof(TModel));
}
