namespace SerBench.Serializers.Twins;

/// <summary>
/// The twin of the value a twin-type codec serialized last. Mapping is not part of the library's work, so a value
/// serialized again (a scenario's repeated writes, the echo and HTTP labs' messages) reuses its twin instead of
/// mapping it once more.
/// </summary>
internal sealed class LastTwin<T, TTwin>(Func<T, TTwin> toTwin)
    where TTwin : class
{
    private T? _value;
    private TTwin? _twin;

    public TTwin Of(T value)
    {
        if (_twin is null || !ReferenceEquals(_value, value))
        {
            _twin = toTwin(value);
            _value = value;
        }

        return _twin;
    }
}
