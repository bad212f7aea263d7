using System.Buffers;

namespace SerBench.Tests.Engine;

/// <summary>The codecs and twins of every shape that the timed calls are compiled (or bound, <see cref="BoundCallsTests"/>) for, each counting what reached it.</summary>
public sealed partial class ExactTypedCallsTests
{
    internal sealed class RecordingCodec : ICodec<string>
    {
        public int Serialized { get; private set; }

        public int Deserialized { get; private set; }

        public void Serialize(string value, IBufferWriter<byte> output)
        {
            Serialized++;
            output.Write(System.Text.Encoding.UTF8.GetBytes(value));
        }

        public string Deserialize(ReadOnlyMemory<byte> data)
        {
            Deserialized++;
            return System.Text.Encoding.UTF8.GetString(data.Span);
        }
    }

    internal sealed class ExplicitCodec : ICodec<int>
    {
        public int Calls { get; private set; }

        void ICodec<int>.Serialize(int value, IBufferWriter<byte> output) => output.Write(BitConverter.GetBytes(value));

        int ICodec<int>.Deserialize(ReadOnlyMemory<byte> data)
        {
            Calls++;
            return BitConverter.ToInt32(data.Span);
        }
    }

    internal class BaseCodec : ICodec<string>
    {
        public int Serialized { get; private set; }

        public void Serialize(string value, IBufferWriter<byte> output) => Serialized++;

        public string Deserialize(ReadOnlyMemory<byte> data) => string.Empty;
    }

    internal sealed class DerivedCodec : BaseCodec;

    internal sealed class CallCounter
    {
        public int Serialized { get; set; }

        public int Deserialized { get; set; }
    }

    internal readonly struct StructCodec(CallCounter counter) : ICodec<int>
    {
        public void Serialize(int value, IBufferWriter<byte> output)
        {
            counter.Serialized++;
            output.Write(BitConverter.GetBytes(value));
        }

        public int Deserialize(ReadOnlyMemory<byte> data)
        {
            counter.Deserialized++;
            return BitConverter.ToInt32(data.Span);
        }
    }

    internal sealed class RecordingTwin : ITwinOperations
    {
        public int Serialized { get; private set; }

        public int Deserialized { get; private set; }

        public void Serialize(IBufferWriter<byte> output)
        {
            Serialized++;
            output.Write("tw"u8);
        }

        public void Deserialize(ReadOnlyMemory<byte> data)
        {
            Assert.Equal("tw"u8.ToArray(), data.ToArray());
            Deserialized++;
        }
    }

    internal sealed class TwinCodec(RecordingTwin twin) : ITwinTypeCodec<string>
    {
        public int ModelCalls { get; private set; }

        public ITwinOperations PrepareTwin(string value) => twin;

        public void Serialize(string value, IBufferWriter<byte> output) => ModelCalls++;

        public string Deserialize(ReadOnlyMemory<byte> data)
        {
            ModelCalls++;
            return string.Empty;
        }
    }
}
