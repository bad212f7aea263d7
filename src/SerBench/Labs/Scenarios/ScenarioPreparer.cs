using System.Buffers;
using SerBench.Equality;

namespace SerBench.Labs.Scenarios;

/// <summary>
/// Verifies one (serializer, payload) pair for the six scenarios: the engine's own check of the canonical
/// instance first, then every one of the ten variants must round-trip equal and differ from the others,
/// before anything is timed. Whatever the adapter throws becomes a failed pair.
/// </summary>
internal sealed class ScenarioPreparer(ISerializerAdapter adapter, int size) : IPayloadVisitor<PreparedPair>
{
    private const int InitialBufferBytes = 4096;

    public PreparedPair Visit<T>(Payload<T> payload)
    {
        var verified = new CellPreparer(adapter, size).Visit(payload);
        if (verified.Status != CellStatus.Ok || verified.Sizes is not { } sizes)
        {
            return verified;
        }

        if (PayloadVariants.Unavailable(payload) is { } unavailable)
        {
            return PreparedPair.Failed(unavailable);
        }

        var stage = "CreateCodec";
        try
        {
            var codec = adapter.CreateCodec<T>(payload);
            var buffer = new ArrayBufferWriter<byte>(InitialBufferBytes);
            var values = new T[ScenarioIds.Many];
            var payloads = new ReadOnlyMemory<byte>[ScenarioIds.Many];
            for (var i = 0; i < ScenarioIds.Many; i++)
            {
                stage = $"preparing variant {i}";
                values[i] = PayloadVariants.Create(payload, i, size);
                var expected = PayloadVariants.Create(payload, i, size);
                if (i > 0 && StructuralComparer.FirstDifference(values[0], expected, Fidelity.Exact) is null)
                {
                    return PreparedPair.Failed($"Variant {i} of {payload.Id} equals variant 0, so the ten objects would not be different.");
                }

                buffer.ResetWrittenCount();
                codec.Serialize(values[i], buffer);
                payloads[i] = buffer.WrittenSpan.ToArray();
                var actual = codec.Deserialize(payloads[i]);
                if (StructuralComparer.FirstDifference(expected, actual, adapter.Info.Fidelity) is { } diff)
                {
                    return PreparedPair.Failed($"The round trip of variant {i} is not equal to it: {diff}", diff);
                }
            }

            var canonical = payloads[0].ToArray();
            return PreparedPair.Ready(sizes, scenario => Create(scenario, () => payload.Create(size), codec, values, payloads, canonical, buffer));
        }
        catch (Exception ex)
        {
            return PreparedPair.Failed($"{stage} threw {ex.GetType().Name}: {ex.Message}");
        }
    }

    private static CellOperation Create<T>(
        string scenario, Func<T> create, ICodec<T> codec, T[] values, ReadOnlyMemory<byte>[] payloads, byte[] canonical, ArrayBufferWriter<byte> buffer) =>
        scenario switch
        {
            // The operations of the micro lab, so twin-type rows time only the library's work here too.
            ScenarioIds.SerializeOnce => CellOperation.Create(Operations.Serialize, codec, values[0], canonical, buffer),
            ScenarioIds.SerializeTen => new RepeatedOperation(CellOperation.Create(Operations.Serialize, codec, values[0], canonical, buffer), ScenarioIds.Many),
            ScenarioIds.SerializeTenDifferent => new SequenceOperation([.. values.Select((v, i) => CellOperation.Create(Operations.Serialize, codec, v, payloads[i].ToArray(), buffer))]),
            ScenarioIds.DeserializeOnce => CellOperation.Create(Operations.Deserialize, codec, values[0], canonical, buffer),
            ScenarioIds.DeserializeTen => new RepeatedOperation(CellOperation.Create(Operations.Deserialize, codec, values[0], canonical, buffer), ScenarioIds.Many),
            ScenarioIds.DeserializeTenDifferent => new SequenceOperation([.. values.Select((v, i) => CellOperation.Create(Operations.Deserialize, codec, v, payloads[i].ToArray(), buffer))]),
            ScenarioIds.CreateSerialize => CellOperation.CreateFromFactory(codec, create, buffer, thenDeserialize: false),
            ScenarioIds.CreateSerializeDeserialize => CellOperation.CreateFromFactory(codec, create, buffer, thenDeserialize: true),
            CellOperation.WarmUpRoundTrip => CellOperation.Create(CellOperation.WarmUpRoundTrip, codec, values[0], canonical, buffer),
            _ => throw new ArgumentException($"Unknown scenario '{scenario}'; valid scenarios are {string.Join(", ", ScenarioIds.All)}.", nameof(scenario)),
        };
}
