using SerBench.Payloads.Models;

namespace SerBench.Payloads.Generators;

/// <summary>Seed 002's envelopes: the echo message as sent, and a variant with every field set.</summary>
public static class EnvelopeMessages
{
    /// <summary>Header "Test", From and To set; everything else default (the seed's echo message).</summary>
    public static MessageEnvelope Echo() => new()
    {
        Header = "Test",
        From = FixedGuids.EnvelopeFrom,
        To = FixedGuids.EnvelopeTo,
    };

    /// <summary>Every field set, so that default-skipping alone does not decide the ranking.</summary>
    public static MessageEnvelope Full() => new()
    {
        TimeStamp = new DateTime(2024, 3, 15, 10, 30, 0, DateTimeKind.Utc).AddTicks(1_234_567),
        MessageId = FixedGuids.EnvelopeMessageId,
        Header = "Test",
        From = FixedGuids.EnvelopeFrom,
        To = FixedGuids.EnvelopeTo,
        KeyValuePairs = new Dictionary<string, string>
        {
            ["correlation-id"] = "4711",
            ["content-type"] = "application/octet-stream",
            ["priority"] = "high",
        },
        IsInternal = true,
    };
}
