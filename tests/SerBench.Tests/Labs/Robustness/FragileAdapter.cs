using System.Buffers;
using System.Buffers.Binary;
using SerBench.Payloads.Models;

namespace SerBench.Tests.Labs.Robustness;

/// <summary>
/// A deliberately fragile serializer for the robustness lab's own tests. Its format is a mode byte (0 when
/// written) and two little-endian ints; each single-bit flip of the mode byte triggers one outcome class:
/// bit 0 silent corruption, bit 1 a hang, bit 2 Environment.FailFast, bit 3 an out-of-memory, bit 4 a stack
/// overflow, bit 5 a runaway allocation that still reads correctly; other modes and other lengths are rejected.
/// The worker loads it from this test assembly by type name and path.
/// </summary>
public sealed class FragileAdapter : ISerializerAdapter
{
    public const string Id = "fragile";

    public SerializerInfo Info { get; } = new()
    {
        Id = Id,
        DisplayName = "Fragile test serializer",
        Package = "SerBench.Tests",
        Version = "1.0.0",
        Format = FormatFamily.Other,
        Codegen = Codegen.HandWritten,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            Trait.No("writes every field"),
            Trait.No("fixed layout"),
            Trait.No("hand-written"),
            Trait.No("fails in every way on purpose")),
    };

    public Support Supports(PayloadDescriptor payload) =>
        payload.ClrType == typeof(TinyObject) ? Support.Yes : Support.No("the fragile test serializer reads TinyObject only");

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) =>
        new FragileCodec() as ICodec<T> ?? throw new NotSupportedException("TinyObject only.");

    private sealed class FragileCodec : ICodec<TinyObject>
    {
        private const int Length = 9;

        public void Serialize(TinyObject value, IBufferWriter<byte> output)
        {
            var span = output.GetSpan(Length);
            span[0] = 0;
            BinaryPrimitives.WriteInt32LittleEndian(span[1..], value.Id);
            BinaryPrimitives.WriteInt32LittleEndian(span[5..], value.OtherId);
            output.Advance(Length);
        }

        public TinyObject Deserialize(ReadOnlyMemory<byte> data)
        {
            var span = data.Span;
            if (span.Length != Length)
            {
                throw new InvalidDataException($"A fragile record is {Length} bytes, not {span.Length}.");
            }

            var value = new TinyObject { Id = BinaryPrimitives.ReadInt32LittleEndian(span[1..]), OtherId = BinaryPrimitives.ReadInt32LittleEndian(span[5..]) };
            switch (span[0])
            {
                case 0x00:
                    return value;
                case 0x01:
                    value.Id++;
                    return value;
                case 0x02:
                    Thread.Sleep(Timeout.Infinite);
                    return value;
                case 0x04:
                    Environment.FailFast("fragile test serializer: fail-fast on mode 0x04");
                    return value;
                case 0x08:
                    GC.KeepAlive(new byte[1L << 30]);
                    return value;
                case 0x10:
                    return Recurse(value, 0);
                case 0x20:
                    var hoard = new List<byte[]>();
                    for (var i = 0; i < 80; i++)
                    {
                        hoard.Add(new byte[1 << 20]);
                    }

                    GC.KeepAlive(hoard);
                    return value;
                default:
                    throw new FormatException($"Unknown fragile mode 0x{span[0]:X2}.");
            }
        }

        private static TinyObject Recurse(TinyObject value, int depth) =>
            depth == int.MaxValue ? value : Recurse(value, depth + 1) ?? value;
    }
}
