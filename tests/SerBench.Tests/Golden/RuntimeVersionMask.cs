namespace SerBench.Tests.Golden;

/// <summary>
/// An adapter as the golden listings show it: shared-framework libraries carry the runtime's own version, which
/// differs between machines (10.0.12 here, 10.0.13 after an update), so it reads "runtime (10.0.x)" as in README's roster.
/// </summary>
internal sealed class RuntimeVersionMask(ISerializerAdapter adapter) : ISerializerAdapter
{
    public SerializerInfo Info { get; } = adapter.Info with { Version = Masked(adapter.Info.Version) };

    public Support Supports(PayloadDescriptor payload) => adapter.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => adapter.CreateCodec<T>(payload);

    public static string Masked(string version)
    {
        var runtime = Environment.Version;
        var prefix = runtime.ToString(3);
        var fromRuntime = version.StartsWith(prefix, StringComparison.Ordinal) && (version.Length == prefix.Length || !char.IsDigit(version[prefix.Length]));
        return fromRuntime ? $"runtime ({runtime.Major}.{runtime.Minor}.x)" : version;
    }
}
