namespace SerBench.Labs.Shared;

/// <summary>A validated lab verb: everything needed to start, nothing left to check.</summary>
internal sealed record LabRequest(
    LabPreset Preset,
    IReadOnlyList<ISerializerAdapter> Serializers,
    IReadOnlyList<SizedPayload> Payloads,
    string OutputDirectory,
    IReadOnlyList<string> Notes);
