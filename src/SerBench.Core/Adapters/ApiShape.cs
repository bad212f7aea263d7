namespace SerBench.Adapters;

/// <summary>
/// The API a row calls. Rows of different shapes are labelled and grouped apart, because a byte[] API
/// allocates its result where a buffer-writer API does not.
/// </summary>
public enum ApiShape
{
    /// <summary>Writes into an <c>IBufferWriter&lt;byte&gt;</c>, reads from memory.</summary>
    BufferWriter,

    /// <summary>Returns a new byte[] and reads from one.</summary>
    ByteArray,

    /// <summary>Writes to and reads from a <c>Stream</c>.</summary>
    Stream,

    /// <summary>Produces and parses a .NET string; the lab encodes it to UTF-8 and counts those bytes.</summary>
    String,
}
