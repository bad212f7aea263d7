using SerBench.Payloads;

namespace SerBench.Adapters;

/// <summary>
/// One serializer configuration (a row of every report). Implementations are small: metadata, what they
/// support, and a factory for typed codecs. Everything expensive (options, resolvers, type models) is built
/// in <see cref="CreateCodec{T}"/> or the constructor, never inside a codec call.
/// </summary>
/// <remarks>
/// Adapters need a public parameterless constructor so that SerBench can find them in an assembly
/// (built-in ones and users' alike). They must be safe to call from any thread; the codecs they create
/// are used by one thread at a time.
/// </remarks>
public interface ISerializerAdapter
{
    /// <summary>Id, library, version, format, codegen, API shape and traits of this row.</summary>
    SerializerInfo Info { get; }

    /// <summary>Whether this row can take the payload, and if not, why (shown in every report).</summary>
    Support Supports(PayloadDescriptor payload);

    /// <summary>
    /// Builds the typed codec for one payload type. Called once per cell, outside the timed region.
    /// Called only for payloads where <see cref="Supports"/> said yes.
    /// </summary>
    ICodec<T> CreateCodec<T>(PayloadDescriptor payload);
}
