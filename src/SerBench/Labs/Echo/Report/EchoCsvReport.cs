using CsvHelper;

namespace SerBench.Labs.Echo;

/// <summary>echo.csv beside run.json: one row per echo window, columns named as in run.json (nested ones flattened).</summary>
internal static class EchoCsvReport
{
    public const string FileName = "echo.csv";

    public static readonly IReadOnlyList<string> Columns =
    [
        "serializer", "payload", "status", "reason", "errors", "errorsSequence", "errorsContent", "errorsPayload", "errorsConnection", "errorsLost",
        "firstError", "messageBytes", "envelopeBytes", "messages", "seconds", "messagesPerSecond", "bytesPerSecond", "ofRaw", "toStj",
        "p50Us", "p90Us", "p99Us", "p999Us", "maxUs", "meanUs",
        "serverMessages", "serverCpuMs", "serverCpuUsPerMessage", "serverGen0", "serverGen1", "serverGen2", "serverAllocatedBytes", "serverAllocatedBytesPerMessage",
    ];

    public static string Render(EchoSection section)
    {
        var view = new EchoView(section);
        using var text = new StringWriter(CultureInfo.InvariantCulture);
        var options = CsvWriterOptions.Default with { FormatProvider = CultureInfo.InvariantCulture };
        using (var csv = CsvWriter.Create(text, options, leaveOpen: true))
        {
            csv.WriteHeader([.. Columns]);
            foreach (var payload in view.Payloads)
            {
                foreach (var row in payload.Rows)
                {
                    WriteRow(csv, row, payload);
                }
            }

            csv.Flush();
        }

        return text.ToString();
    }

    private static void WriteRow(CsvWriter csv, EchoRecord r, EchoPayloadView payload)
    {
        csv.WriteField(r.Serializer);
        csv.WriteField(r.Payload);
        csv.WriteField(r.Status);
        csv.WriteField(r.Reason);
        csv.WriteField(r.Errors.Total, default);
        csv.WriteField(r.Errors.Sequence, default);
        csv.WriteField(r.Errors.Content, default);
        csv.WriteField(r.Errors.Payload, default);
        csv.WriteField(r.Errors.Connection, default);
        csv.WriteField(r.Errors.Lost, default);
        csv.WriteField(r.Errors.First);
        csv.WriteField(r.MessageBytes, default);
        csv.WriteField(r.EnvelopeBytes, default);
        csv.WriteField(r.Messages, default);
        csv.WriteField(r.Seconds, default);
        csv.WriteField(r.MessagesPerSecond, default);
        csv.WriteField(r.BytesPerSecond, default);
        csv.WriteField(payload.OfRaw(r), default);
        csv.WriteField(payload.ToBaseline(r), default);
        csv.WriteField(r.Latency?.P50Us, default);
        csv.WriteField(r.Latency?.P90Us, default);
        csv.WriteField(r.Latency?.P99Us, default);
        csv.WriteField(r.Latency?.P999Us, default);
        csv.WriteField(r.Latency?.MaxUs, default);
        csv.WriteField(r.Latency?.MeanUs, default);
        csv.WriteField(r.Server?.Messages, default);
        csv.WriteField(r.Server?.CpuMilliseconds, default);
        csv.WriteField(r.Server?.CpuMicrosecondsPerMessage, default);
        csv.WriteField(r.Server?.Gen0, default);
        csv.WriteField(r.Server?.Gen1, default);
        csv.WriteField(r.Server?.Gen2, default);
        csv.WriteField(r.Server?.AllocatedBytes, default);
        csv.WriteField(r.Server?.AllocatedBytesPerMessage, default);
        csv.EndRecord();
    }
}
