using System.Buffers;
using SerBench.Equality;

namespace SerBench.Labs.Echo;

/// <summary>
/// A serializer's reply is right when it deserializes to an envelope structurally equal to the one sent, under
/// the row's declared fidelity. Bytes equal to those sent prove it at once (they were checked to round-trip
/// before the window); other bytes are deserialized and compared.
/// </summary>
internal sealed class CodecReplyChecker<T>(ICodec<T> codec, T expected, Fidelity fidelity, byte[] sent) : IReplyChecker
{
    public string? Check(ReadOnlySequence<byte> envelope)
    {
        if (BytesReplyChecker.SameBytes(envelope, sent))
        {
            return null;
        }

        try
        {
            var actual = codec.Deserialize(envelope.ToArray());
            var difference = StructuralComparer.FirstDifference(expected, actual, fidelity);
            return difference is null ? null : $"the reply's envelope differs from the one sent: {difference}";
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return $"the reply's envelope cannot be read back: {ex.GetType().Name}: {ex.Message}";
        }
    }
}
