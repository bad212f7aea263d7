using System.Buffers;
using System.Collections.Concurrent;

namespace SerBench.Http;

/// <summary>
/// The ceiling: the same response as <see cref="Source"/>'s, serialized once and then only copied into the
/// body, so the gap between a writer and raw is what serializing costs under load.
/// </summary>
internal sealed class RawWriter : HttpWriter
{
    public const string WriterId = "raw";

    // Counts beyond the first few are serialized on first use and not kept, so a sweep of counts cannot fill memory.
    private const int CachedCounts = 8;

    private readonly ConcurrentDictionary<int, byte[]> _bodies = new();

    public RawWriter(CodecWriter source)
        : base(new WriterDescription(
            WriterId,
            $"Pre-serialized bytes ({source.Info.DisplayName} output, serialized once)",
            source.Info.Package,
            source.Info.Version,
            source.Description.Format,
            "pre-serialized",
            source.Description.ContentType,
            $"bytes serialized once by '{source.Id}' at start, copied into Kestrel's PipeWriter"))
    {
        Source = source;
        _bodies[CustomerCount.Default] = Serialize(CustomerCount.Default);
    }

    public CodecWriter Source { get; }

    public override void Write(int count, IBufferWriter<byte> output)
    {
        if (!_bodies.TryGetValue(count, out var body))
        {
            body = Serialize(count);
            if (_bodies.Count < CachedCounts)
            {
                body = _bodies.GetOrAdd(count, body);
            }
        }

        output.Write(body);
    }

    private byte[] Serialize(int count)
    {
        var buffer = new ArrayBufferWriter<byte>();
        Source.Write(count, buffer);
        return buffer.WrittenSpan.ToArray();
    }
}
