namespace SerBench.Serializers.OData;

/// <summary>What tells seed 003's eight OData writers apart: validation, the async API, and which JSON writer OData writes with.</summary>
/// <param name="Validate">ValidationKinds.All for the writer (and the reader's checks), or none.</param>
/// <param name="Async">The async writer and reader APIs, awaited synchronously.</param>
/// <param name="Utf8JsonWriter">OData's Utf8JsonWriter-based writer (ODataUtf8JsonWriterFactory) instead of its classic JsonWriter (ODataJsonWriterFactory).</param>
internal readonly record struct ODataSetup(bool Validate, bool Async, bool Utf8JsonWriter);
