namespace SerBench.Serializers.Twins;

/// <summary>A canonical model type <typeparamref name="T"/>, its twin, and the two mapping directions (setup, never timed).</summary>
internal sealed record TwinMap<T, TTwin>(Func<T, TTwin> ToTwin, Func<TTwin, T> FromTwin)
    where TTwin : class;
