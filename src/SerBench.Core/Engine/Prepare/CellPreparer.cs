using System.Buffers;
using SerBench.Adapters;
using SerBench.Equality;
using SerBench.Payloads;
using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// Verifies one (serializer, payload) pair before anything is timed: builds the canonical instance and the
/// codec, round-trips it, and compares the result with a second, untouched instance under the adapter's
/// declared fidelity. Whatever the adapter throws becomes a failed pair; nothing escapes to the lab.
/// </summary>
internal sealed class CellPreparer(ISerializerAdapter adapter, int size, FileSink? file = null, bool measuresSizes = true) : IPayloadVisitor<PreparedPair>
{
    private const int InitialBufferBytes = 4096;

    public PreparedPair Visit<T>(Payload<T> payload)
    {
        var stage = "Supports";
        try
        {
            var support = adapter.Supports(payload);
            if (!support.IsSupported)
            {
                return PreparedPair.Unsupported(support.Reason ?? $"{adapter.Info.Id} does not take {payload.Id} (no reason given)");
            }

            stage = "creating the payload";
            var expected = payload.Create(size);
            var value = payload.Create(size);

            stage = "CreateCodec";
            var codec = adapter.CreateCodec<T>(payload);

            stage = "Serialize";
            var buffer = new ArrayBufferWriter<byte>(InitialBufferBytes);
            codec.Serialize(value, buffer);
            var serialized = buffer.WrittenSpan.ToArray();
            if (serialized.Length == 0)
            {
                return PreparedPair.Failed("Serialize wrote no bytes.");
            }

            stage = "checking the input after Serialize";
            if (InputCheck.Mutation(expected, value) is { } mutation)
            {
                return PreparedPair.Failed(InputCheck.Reason(mutation), mutation);
            }

            stage = "Deserialize";
            var actual = codec.Deserialize(serialized);

            stage = "comparing the round trip";
            var diff = StructuralComparer.FirstDifference(expected, actual, adapter.Info.Fidelity);
            if (diff is not null)
            {
                return PreparedPair.Failed($"The round trip is not equal to the original: {diff}", diff);
            }

            // The timed calls reuse the codec and a rewound buffer: prove that reuse works before timing it.
            stage = "Serialize (second call, reused buffer)";
            buffer.ResetWrittenCount();
            codec.Serialize(value, buffer);
            stage = "Deserialize (second call)";
            var again = codec.Deserialize(buffer.WrittenMemory);
            stage = "comparing the second round trip";
            diff = StructuralComparer.FirstDifference(expected, again, adapter.Info.Fidelity);
            if (diff is not null)
            {
                return PreparedPair.Failed($"The second round trip with the same codec is not equal to the original: {diff}", diff);
            }

            if (file is not null)
            {
                stage = "Serialize (to the file sink)";
                var written = WriteToFile(operation: CellOperation.Create(Operations.Serialize, codec, value, serialized, buffer, file), file);
                if (!written.AsSpan().SequenceEqual(serialized))
                {
                    return PreparedPair.Failed($"Serializing to the file sink wrote {written.Length} bytes that differ from the {serialized.Length} written to memory.");
                }
            }

            stage = "compressing the serialized bytes";
            var sizes = measuresSizes ? PayloadSizes.Of(serialized) : null;
            return PreparedPair.Ready(sizes, operation => operation == CellOperation.WarmUpRoundTrip
                ? CellOperation.Create(operation, codec, WarmUpValue(payload, value), serialized, buffer)
                : CellOperation.Create(operation, codec, value, serialized, buffer, file));
        }
        catch (Exception ex)
        {
            return PreparedPair.Failed($"{stage} threw {ex.GetType().Name}: {ex.Message}{Cause(ex)}");
        }
    }

    /// <summary>
    /// " (cause: PlatformNotSupportedException: …)": the innermost exception when the library wrapped it, which says why
    /// where the outer one does not (MessagePack's "Failed to serialize X value." under NativeAOT); empty otherwise.
    /// </summary>
    internal static string Cause(Exception ex) =>
        ex.GetBaseException() is var inner && !ReferenceEquals(inner, ex) ? $" (cause: {inner.GetType().Name}: {inner.Message})" : string.Empty;

    /// <summary>
    /// The instance the JIT warm-up round-trips: a smaller one of a sized payload (see <see cref="JitWarmup.InstanceSize"/>),
    /// built only when the warm-up asks for its operation (a preset without warm-up never does).
    /// </summary>
    private T WarmUpValue<T>(Payload<T> payload, T value)
    {
        var warmSize = JitWarmup.InstanceSize(size);
        return payload.IsScalable && warmSize != size ? payload.Create(warmSize) : value;
    }

    /// <summary>Runs the timed serialize once and reads back what reached the file.</summary>
    private static byte[] WriteToFile(CellOperation operation, FileSink sink)
    {
        operation.Invoke();
        return sink.ReadBack();
    }
}
