using System.Buffers;
using System.Text.Json;
using SerBench.Equality;

namespace SerBench.AotProbe;

/// <summary>
/// Round-trips each payload the parent said a row takes and writes one JSON line per row and payload:
/// { row, payload, outcome: works | throws | differs, stage, exception, message }.
/// Written with Utf8JsonWriter, so the probe's own output needs no reflection.
/// </summary>
internal static class RoundTripCheck
{
    public static void Run(IReadOnlyList<(string Id, Func<ISerializerAdapter> Create)> rows, IReadOnlyDictionary<string, string[]> takes, Stream output)
    {
        foreach (var (id, create) in rows)
        {
            if (!takes.TryGetValue(id, out var ids))
            {
                continue;
            }

            var payloads = BuiltInPayloads.All.Where(p => ids.Contains(p.Id)).ToList();
            ISerializerAdapter? row = null;
            Line? failed = null;
            try
            {
                row = create();
            }
            catch (Exception ex)
            {
                failed = new Line("throws", "the adapter's constructor", ex.GetType().FullName, ex.Message);
            }

            foreach (var payload in payloads)
            {
                var line = failed ?? Check(row!, payload);
                using (var writer = new Utf8JsonWriter(output))
                {
                    writer.WriteStartObject();
                    writer.WriteString("row", id);
                    writer.WriteString("payload", payload.Id);
                    writer.WriteString("outcome", line.Outcome);
                    writer.WriteString("stage", line.Stage);
                    writer.WriteString("exception", line.Exception);
                    writer.WriteString("message", line.Message);
                    writer.WriteEndObject();
                }

                output.WriteByte((byte)'\n');
                output.Flush();
            }
        }
    }

    private static Line Check(ISerializerAdapter row, PayloadDescriptor payload) => payload.Accept(new Visitor(row));

    private sealed record Line(string Outcome, string? Stage, string? Exception, string? Message);

    private sealed class Visitor(ISerializerAdapter row) : IPayloadVisitor<Line>
    {
        public Line Visit<T>(Payload<T> payload)
        {
            var stage = "CreateCodec";
            try
            {
                var value = payload.Create(payload.DefaultSize);
                var codec = row.CreateCodec<T>(payload);
                stage = "Serialize";
                var buffer = new ArrayBufferWriter<byte>(4096);
                codec.Serialize(value, buffer);
                stage = "Deserialize";
                var back = codec.Deserialize(buffer.WrittenMemory.ToArray());
                stage = "compare";
                var diff = StructuralComparer.FirstDifference(payload.Create(payload.DefaultSize), back, row.Info.Fidelity);
                return diff is null ? new Line("works", null, null, null) : new Line("differs", stage, null, diff);
            }
            catch (Exception ex)
            {
                return new Line("throws", stage, ex.GetType().FullName, ex.Message);
            }
        }
    }
}
