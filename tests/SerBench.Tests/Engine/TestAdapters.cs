using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace SerBench.Tests.Engine;

/// <summary>Small adapters for engine tests, independent of the built-in ones.</summary>
internal static class TestAdapters
{
    public static SerializerInfo Info(string id) => new()
    {
        Id = id,
        DisplayName = $"Test adapter {id}",
        Package = "System.Text.Json (shared framework)",
        Version = LibraryVersion.Of(typeof(JsonSerializer)),
        Format = FormatFamily.Json,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            Trait.No("test"), Trait.Yes("test"), Trait.No("test"), Trait.Yes("test")),
    };
}

/// <summary>System.Text.Json by reflection into the lab's buffer writer.</summary>
internal class ReflectionJsonTestAdapter : ISerializerAdapter
{
    public virtual SerializerInfo Info { get; } = TestAdapters.Info("test-json");

    protected virtual JsonSerializerOptions Options { get; } = new() { TypeInfoResolver = new DefaultJsonTypeInfoResolver() };

    public virtual Support Supports(PayloadDescriptor payload) => Support.Yes;

    public virtual ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Codec<T>((JsonTypeInfo<T>)Options.GetTypeInfo(typeof(T)));

    internal class Codec<T>(JsonTypeInfo<T> typeInfo) : ICodec<T>
    {
        private readonly Utf8JsonWriter _writer = new(new ArrayBufferWriter<byte>());

        public void Serialize(T value, IBufferWriter<byte> output)
        {
            _writer.Reset(output);
            JsonSerializer.Serialize(_writer, value, typeInfo);
        }

        public virtual T Deserialize(ReadOnlyMemory<byte> data) => JsonSerializer.Deserialize(data.Span, typeInfo)!;
    }
}

/// <summary>Remembers, weakly, every codec it made, so a test can see whether the lab let go of them.</summary>
internal sealed class TrackingTestAdapter : ReflectionJsonTestAdapter
{
    public override SerializerInfo Info { get; } = TestAdapters.Info("test-tracking");

    public List<WeakReference> Codecs { get; } = [];

    public override ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        var codec = base.CreateCodec<T>(payload);
        Codecs.Add(new WeakReference(codec));
        return codec;
    }
}

/// <summary>Drops every member called Name, so its round trip of Simple is not equal.</summary>
internal sealed class LossyTestAdapter : ReflectionJsonTestAdapter
{
    public override SerializerInfo Info { get; } = TestAdapters.Info("test-lossy");

    protected override JsonSerializerOptions Options { get; } = new()
    {
        TypeInfoResolver = new DefaultJsonTypeInfoResolver
        {
            Modifiers =
            {
                static info =>
                {
                    foreach (var property in info.Properties.Where(p => p.Name == "Name"))
                    {
                        property.ShouldSerialize = static (_, _) => false;
                    }
                },
            },
        },
    };
}

/// <summary>Throws while building its codec.</summary>
internal sealed class ThrowingCodecTestAdapter : ReflectionJsonTestAdapter
{
    public const string Message = "codec factory exploded on purpose";

    public override SerializerInfo Info { get; } = TestAdapters.Info("test-throws-codec");

    public override ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => throw new InvalidOperationException(Message);
}

/// <summary>Serializes fine, throws on every deserialization.</summary>
internal sealed class ThrowingDeserializeTestAdapter : ReflectionJsonTestAdapter
{
    public const string Message = "cannot read these bytes on purpose";

    public override SerializerInfo Info { get; } = TestAdapters.Info("test-throws-read");

    public override ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new ThrowingCodec<T>((JsonTypeInfo<T>)Options.GetTypeInfo(typeof(T)));

    private sealed class ThrowingCodec<T>(JsonTypeInfo<T> typeInfo) : Codec<T>(typeInfo)
    {
        public override T Deserialize(ReadOnlyMemory<byte> data) => throw new FormatException(Message);
    }
}

/// <summary>Passes verification (two reads), then throws on every later read: a failure while being measured.</summary>
internal sealed class FailsWhenMeasuredTestAdapter : ReflectionJsonTestAdapter
{
    public const string Message = "worn out after verification";

    public override SerializerInfo Info { get; } = TestAdapters.Info("test-wears-out");

    public override ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new WearingCodec<T>((JsonTypeInfo<T>)Options.GetTypeInfo(typeof(T)));

    private sealed class WearingCodec<T>(JsonTypeInfo<T> typeInfo) : Codec<T>(typeInfo)
    {
        private int _reads;

        public override T Deserialize(ReadOnlyMemory<byte> data) =>
            ++_reads > 2 ? throw new InvalidDataException(Message) : base.Deserialize(data);
    }
}

/// <summary>Takes only the tiny payload.</summary>
internal sealed class TinyOnlyTestAdapter : ReflectionJsonTestAdapter
{
    public const string Reason = "this test adapter takes only tiny";

    public override SerializerInfo Info { get; } = TestAdapters.Info("test-tiny-only");

    public override Support Supports(PayloadDescriptor payload) =>
        payload.Id == PayloadIds.Tiny ? Support.Yes : Support.No(Reason);
}

/// <summary>Deserializes on another thread, as an async reader that continues on a pool thread does: its work allocates off the calling thread.</summary>
internal sealed class PoolThreadReadTestAdapter : ReflectionJsonTestAdapter
{
    /// <summary>
    /// Bytes the other thread allocates per read, beside the parse itself: above the large-object threshold, so
    /// the process counter has them at once instead of when a short-lived thread's allocation context is retired.
    /// </summary>
    public const int PoolThreadBytes = 128 * 1024;

    public override SerializerInfo Info { get; } = TestAdapters.Info("test-pool-read");

    public override ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new PoolCodec<T>((JsonTypeInfo<T>)Options.GetTypeInfo(typeof(T)));

    private sealed class PoolCodec<T>(JsonTypeInfo<T> typeInfo) : Codec<T>(typeInfo)
    {
        // A thread of its own, not Task.Run: waiting on a queued task may run it inline on the waiting thread.
        public override T Deserialize(ReadOnlyMemory<byte> data)
        {
            T result = default!;
            var other = new Thread(() =>
            {
                GC.KeepAlive(new byte[PoolThreadBytes]);
                result = base.Deserialize(data);
            });
            other.Start();
            other.Join();
            return result;
        }
    }
}

/// <summary>Allocates a known array in every read, beside the parse: a cell whose allocation per read is known to within the parse's.</summary>
internal sealed class ArrayReadTestAdapter : ReflectionJsonTestAdapter
{
    /// <summary>Length of the array each read allocates (and keeps, so it cannot live on the stack).</summary>
    public const int ArrayLength = 4_096;

    public override SerializerInfo Info { get; } = TestAdapters.Info("test-array-read");

    public override ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new ArrayCodec<T>((JsonTypeInfo<T>)Options.GetTypeInfo(typeof(T)));

    private sealed class ArrayCodec<T>(JsonTypeInfo<T> typeInfo) : Codec<T>(typeInfo)
    {
        private byte[]? _kept;

        public override T Deserialize(ReadOnlyMemory<byte> data)
        {
            _kept = new byte[ArrayLength];
            return base.Deserialize(data);
        }
    }
}

/// <summary>Forces a full collection in every read: a cell whose every measured call meets one.</summary>
internal sealed class CollectingTestAdapter : ReflectionJsonTestAdapter
{
    public override SerializerInfo Info { get; } = TestAdapters.Info("test-collects");

    public override ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new CollectingCodec<T>((JsonTypeInfo<T>)Options.GetTypeInfo(typeof(T)));

    private sealed class CollectingCodec<T>(JsonTypeInfo<T> typeInfo) : Codec<T>(typeInfo)
    {
        public override T Deserialize(ReadOnlyMemory<byte> data)
        {
            GC.Collect(GC.MaxGeneration, GCCollectionMode.Forced, blocking: true);
            return base.Deserialize(data);
        }
    }
}
