namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// Rows a runtime's worker does not have, and why (docs/runtimes.md): their cells on that runtime are unsupported with
/// the reason, never dropped. A row that is built but fails when it runs (reflection under NativeAOT) is not listed
/// here: it is measured, and its cells fail with the exception, as any failed cell does.
/// </summary>
internal static class RuntimeExclusions
{
    private static readonly IReadOnlyList<(string Runtime, string Serializer, string Reason)> Table = [];

    /// <summary>The reason <paramref name="serializer"/> is left out on <paramref name="runtime"/>, or null when it is measured there.</summary>
    public static string? Reason(MeasuringRuntime runtime, ISerializerAdapter serializer)
    {
        ArgumentNullException.ThrowIfNull(runtime);
        ArgumentNullException.ThrowIfNull(serializer);
        if (serializer.GetType().Assembly != typeof(Serializers.BuiltInSerializers).Assembly)
        {
            return $"not measured on {runtime.Name}: a row this lab program registered, and the runtime's measuring process (src/SerBench.Worker) holds SerBench's built-in rows only";
        }

        var id = serializer.Info.Id;
        return Table.FirstOrDefault(e => e.Runtime == runtime.Name && string.Equals(e.Serializer, id, StringComparison.OrdinalIgnoreCase)).Reason;
    }
}
