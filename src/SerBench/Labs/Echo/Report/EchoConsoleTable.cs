namespace SerBench.Labs.Echo;

/// <summary>The echo summary printed at the end of `serbench echo`: errors first, then one table per payload.</summary>
internal static class EchoConsoleTable
{
    public static void Write(TextWriter output, EchoSection section)
    {
        var view = new EchoView(section);
        foreach (var row in view.WithErrors)
        {
            output.WriteLine($"ERRORS {row.Serializer} × {row.Payload}: {EchoFormat.ErrorKinds(row.Errors)}; first: {row.Errors.First}");
        }

        foreach (var payload in view.Payloads)
        {
            output.WriteLine($"echo {payload.Payload} ({section.Settings.Clients:N0} clients × {section.Settings.InFlight:N0} in flight)");
            var table = new TextTable(
                ("errors", true), ("serializer", false), ("message", true), ("msg/s", true), ("of raw", true), ("× custom", true),
                ("p50", true), ("p99", true), ("max", true), ("srv cpu/msg", true), ("srv alloc/msg", true), ("note", false));
            foreach (var row in payload.Rows)
            {
                table.Add(
                    EchoFormat.ErrorsPlain(row), row.Serializer, EchoFormat.Size(row.MessageBytes), EchoFormat.Rate(row.MessagesPerSecond),
                    Labels.Ratio(payload.OfRaw(row), Units.Percent), Labels.Ratio(payload.ToBaseline(row), Units.Times),
                    EchoFormat.Micros(row.Latency?.P50Us), EchoFormat.Micros(row.Latency?.P99Us), EchoFormat.Micros(row.Latency?.MaxUs),
                    EchoFormat.Micros(row.Server?.CpuMicrosecondsPerMessage), EchoFormat.PerMessageBytes(row.Server?.AllocatedBytesPerMessage),
                    row.Reason is { } reason ? Shorten(reason) : string.Empty);
            }

            table.Write(output, "  ");
            output.WriteLine();
        }
    }

    /// <summary>One line per finished window while the lab runs.</summary>
    public static string Progress(EchoRecord row) => row.Status switch
    {
        CellStatus.Ok => $"  {row.Serializer} × {row.Payload}: {EchoFormat.Rate(row.MessagesPerSecond)} msg/s, p99 {EchoFormat.Micros(row.Latency?.P99Us)}, " +
                         $"{EchoFormat.Size(row.MessageBytes)} per message, errors {Units.Count(row.Errors.Total)}",
        _ => $"  {row.Serializer} × {row.Payload}: {row.Status}: {row.Reason}",
    };

    private static string Shorten(string text) => text.Length <= 60 ? text : text[..59] + "…";
}
