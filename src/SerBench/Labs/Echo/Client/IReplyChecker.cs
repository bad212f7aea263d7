using System.Buffers;

namespace SerBench.Labs.Echo;

/// <summary>Checks one reply's envelope against what was sent; one per client connection (one thread at a time).</summary>
internal interface IReplyChecker
{
    /// <summary>Null when the reply's envelope is what was sent, else the first difference.</summary>
    string? Check(ReadOnlySequence<byte> envelope);
}

/// <summary>Raw mode: the envelope must come back byte for byte.</summary>
internal sealed class BytesReplyChecker(byte[] sent) : IReplyChecker
{
    public string? Check(ReadOnlySequence<byte> envelope) => SameBytes(envelope, sent)
        ? null
        : $"the echoed envelope differs from the {sent.Length} bytes sent (got {envelope.Length} bytes)";

    public static bool SameBytes(ReadOnlySequence<byte> actual, ReadOnlySpan<byte> expected)
    {
        if (actual.Length != expected.Length)
        {
            return false;
        }

        if (actual.IsSingleSegment)
        {
            return actual.FirstSpan.SequenceEqual(expected);
        }

        foreach (var segment in actual)
        {
            if (!segment.Span.SequenceEqual(expected[..segment.Length]))
            {
                return false;
            }

            expected = expected[segment.Length..];
        }

        return true;
    }
}
