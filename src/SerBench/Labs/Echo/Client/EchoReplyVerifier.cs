using System.Buffers;
using System.Buffers.Binary;
using System.Diagnostics;

namespace SerBench.Labs.Echo;

/// <summary>
/// The receiving side of one client connection: checks each reply's sequence, payload bytes and envelope, counts
/// what is wrong, and records the latency of replies inside the measured window. No allocation on a right reply.
/// </summary>
internal sealed class EchoReplyVerifier(IReplyChecker checker, EchoErrors errors, long[] sentAt)
{
    private static readonly double NanosecondsPerTick = 1e9 / Stopwatch.Frequency;

    private ulong _expectedSequence;

    public LatencyHistogram Latency { get; } = new();

    /// <summary>Checks one reply frame; returns 1 when it counts towards the measured window.</summary>
    public int Check(ReadOnlySequence<byte> body, bool measuring)
    {
        EchoFrame.Split(body, out var envelope, out var payload);
        if (payload.Length != EchoFrame.PayloadBytes)
        {
            var what = payload.IsEmpty && envelope.Length < EchoText.MaxTextBytes ? $": {SafeText(body)}" : string.Empty;
            errors.PayloadError($"a reply carries {payload.Length} payload bytes instead of {EchoFrame.PayloadBytes}{what}");
            _expectedSequence++;
            return 0;
        }

        Span<byte> bytes = stackalloc byte[EchoFrame.PayloadBytes];
        payload.CopyTo(bytes);
        var sequence = BinaryPrimitives.ReadUInt64LittleEndian(bytes);
        var expected = _expectedSequence;
        _expectedSequence = sequence + 1;
        if (sequence != expected)
        {
            errors.SequenceError($"reply {sequence} arrived where {expected} was due");
        }

        if (bytes[sizeof(ulong)..].ContainsAnyExcept((byte)0))
        {
            errors.PayloadError($"the payload bytes of reply {sequence} changed (the 24 bytes after the sequence must be zero)");
        }

        if (checker.Check(envelope) is { } difference)
        {
            errors.ContentError($"reply {sequence}: {difference}");
        }

        if (!measuring)
        {
            return 0;
        }

        var sent = sentAt[(int)(sequence % (ulong)sentAt.Length)];
        Latency.Record((long)((Stopwatch.GetTimestamp() - sent) * NanosecondsPerTick));
        return 1;
    }

    private static string SafeText(ReadOnlySequence<byte> body)
    {
        try
        {
            return EchoText.Read(body);
        }
        catch (EchoProtocolException)
        {
            return "(not text)";
        }
    }
}
