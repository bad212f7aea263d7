using SerBench.Labs.Aot;

namespace SerBench.Labs.Startup;

/// <summary>
/// Each serializer's standing under NativeAOT for the startup section, read from the machine's latest
/// `serbench aot` result: measured there, or "not checked" — never guessed from the row's format or codegen.
/// </summary>
internal static class NativeAotCheck
{
    public static NativeAotRecord Check(IEnumerable<ISerializerAdapter> serializers, AotResult? result)
    {
        ArgumentNullException.ThrowIfNull(serializers);
        return new NativeAotRecord
        {
            Measured = result is not null,
            Missing = result is null ? "no NativeAOT check on this machine yet (run 'serbench aot' to publish the probe and check every row)" : null,
            Rows = [.. serializers.Select(s => Row(s.Info.Id, result))],
        };
    }

    /// <summary>
    /// Why `startup --aot` does not measure a row under NativeAOT, from the check's outcome ("fails at run: …",
    /// "not checked: run serbench aot"), or null when the check says it works (with or without warnings).
    /// </summary>
    public static string? NotMeasured(ISerializerAdapter serializer, AotResult result)
    {
        ArgumentNullException.ThrowIfNull(serializer);
        ArgumentNullException.ThrowIfNull(result);
        var id = serializer.Info.Id;
        if (serializer.GetType().Assembly != typeof(Serializers.BuiltInSerializers).Assembly)
        {
            return "not checked: a row of your own assembly (the NativeAOT probe is built with SerBench's own rows only)";
        }

        if (result.Row(id) is not { } row)
        {
            return $"not checked: run serbench aot --serializers {id} (the latest check, {result.CheckedUtc}, did not include it)";
        }

        return AotOutcome.IsWorking(row.Outcome) ? null : $"{AotOutcome.Label(row.Outcome)}: {AotText.Why(row)}".TrimEnd(' ', ':');
    }

    private static NativeAotRow Row(string id, AotResult? result)
    {
        if (result?.Row(id) is not { } row)
        {
            return new NativeAotRow(id, false, "not checked") { Outcome = AotOutcome.NotChecked };
        }

        var note = string.Join("; ", new[] { $"warnings: {AotText.Warnings(row)}", AotText.Why(row) }.Where(t => t.Length > 0));
        return new NativeAotRow(id, AotOutcome.IsWorking(row.Outcome), $"{note} (checked {result.CheckedUtc})") { Outcome = row.Outcome };
    }
}
