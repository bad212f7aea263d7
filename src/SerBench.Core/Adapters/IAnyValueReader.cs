namespace SerBench.Adapters;

/// <summary>
/// Optional, beside <see cref="ISerializerAdapter"/>: the row can read any value of its format into its library's
/// own document model (System.Text.Json's JsonDocument, Newtonsoft's JToken, …), with the row's settings. The
/// robustness lab's corpus mode (`--type any`) uses it to judge a parser's syntax strictness apart from mapping
/// to a model; rows without it are listed as having no any-value target.
/// </summary>
public interface IAnyValueReader
{
    /// <summary>The document type read into, e.g. "JsonDocument", for reports.</summary>
    string AnyValueType { get; }

    /// <summary>Reads the bytes as one value of the format; throws when the library rejects them. Returns the document.</summary>
    object ReadAnyValue(ReadOnlyMemory<byte> data);
}
