using SerBench.Adapters;

namespace SerBench.Catalog;

/// <summary>
/// A serializer users compare that this build does not include: it keeps its row in every listing and
/// report, saying what package it needs and how to add it with a small adapter in the user's project.
/// </summary>
public sealed record NotInstalledSerializer(
    string Id,
    string DisplayName,
    string Package,
    FormatFamily Format,
    string Origin,
    string Reason);
