using System.Buffers;

namespace SerBench.Http;

/// <summary>Writes the customers response for one route segment into the response body.</summary>
internal abstract class HttpWriter(WriterDescription description)
{
    public WriterDescription Description { get; } = description;

    public string Id => Description.Id;

    /// <summary>Writes <paramref name="count"/> customers into <paramref name="output"/> (Kestrel's PipeWriter in the server).</summary>
    public abstract void Write(int count, IBufferWriter<byte> output);
}
