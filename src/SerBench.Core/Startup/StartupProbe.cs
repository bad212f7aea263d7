using System.Buffers;
using System.Diagnostics;
using SerBench.Adapters;
using SerBench.Equality;
using SerBench.Payloads;

namespace SerBench.Labs.Startup;

/// <summary>
/// Runs inside a fresh child process: times the very first CreateCodec + Serialize and the first Deserialize
/// of one serializer with a Stopwatch, then a second call of each for contrast. The payload is built before
/// the clock starts (it is not the serializer's cost); the round trip is checked after the clock stops.
/// </summary>
public sealed class StartupProbe(ISerializerAdapter adapter, int size, long? parentTimestamp) : IPayloadVisitor<StartupSample>
{
    private const int InitialBufferBytes = 4096;

    /// <summary>Where the probe starts: the parent's Stopwatch timestamp (CLOCK_MONOTONIC, shared by processes on Linux) is compared with it.</summary>
    private readonly long _entered = Stopwatch.GetTimestamp();

    public StartupSample Visit<T>(Payload<T> payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        double? startToProbe = parentTimestamp is { } started && started <= _entered ? Nanoseconds(started, _entered) : null;
        var stage = "creating the payload";
        try
        {
            var value = payload.Create(size);
            var expected = payload.Create(size);
            var buffer = new ArrayBufferWriter<byte>(InitialBufferBytes);

            stage = "CreateCodec";
            var t0 = Stopwatch.GetTimestamp();
            var codec = adapter.CreateCodec<T>(payload);
            var t1 = Stopwatch.GetTimestamp();
            stage = "the first Serialize";
            codec.Serialize(value, buffer);
            var t2 = Stopwatch.GetTimestamp();
            var bytes = buffer.WrittenSpan.ToArray();
            stage = "the first Deserialize";
            var t3 = Stopwatch.GetTimestamp();
            var actual = codec.Deserialize(bytes);
            var t4 = Stopwatch.GetTimestamp();
            stage = "the second Serialize";
            buffer.ResetWrittenCount();
            var t5 = Stopwatch.GetTimestamp();
            codec.Serialize(value, buffer);
            var t6 = Stopwatch.GetTimestamp();
            stage = "the second Deserialize";
            var t7 = Stopwatch.GetTimestamp();
            _ = codec.Deserialize(bytes);
            var t8 = Stopwatch.GetTimestamp();

            stage = "comparing the round trip";
            var diff = StructuralComparer.FirstDifference(expected, actual, adapter.Info.Fidelity);
            return new StartupSample
            {
                Process = 0,
                Error = diff is null ? null : $"The first round trip is not equal to the original: {diff}",
                CreateCodecNs = Nanoseconds(t0, t1),
                FirstSerializeNs = Nanoseconds(t0, t2),
                FirstDeserializeNs = Nanoseconds(t3, t4),
                SecondSerializeNs = Nanoseconds(t5, t6),
                SecondDeserializeNs = Nanoseconds(t7, t8),
                StartToProbeNs = startToProbe,
            };
        }
        catch (Exception ex)
        {
            return new StartupSample { Process = 0, Error = $"{stage} threw {ex.GetType().Name}: {ex.Message}", StartToProbeNs = startToProbe };
        }
    }

    private static double Nanoseconds(long from, long to) => (to - from) * (1_000_000_000.0 / Stopwatch.Frequency);
}
