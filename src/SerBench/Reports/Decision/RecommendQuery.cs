namespace SerBench.Reports.Decision;

/// <summary>
/// What a user asks of the run: constraints every row must meet, the payloads that matter (null: all of the
/// run's), weights per operation and per payload, and an allocation budget per operation.
/// </summary>
internal sealed record RecommendQuery
{
    /// <summary>Operations not named in the weights: serialize and deserialize count once each; a round trip is their sum already.</summary>
    public static IReadOnlyDictionary<string, double> DefaultOperationWeights { get; } = new Dictionary<string, double>(StringComparer.Ordinal)
    {
        [Operations.Serialize] = 1,
        [Operations.Deserialize] = 1,
        [Operations.RoundTrip] = 0,
    };

    public IReadOnlyList<string> Require { get; init; } = [];

    public IReadOnlyList<string>? Payloads { get; init; }

    /// <summary>Weights by operation or payload id; anything not named weighs its default (operations above, payloads 1).</summary>
    public IReadOnlyDictionary<string, double> Weights { get; init; } = new Dictionary<string, double>(StringComparer.Ordinal);

    public long? MaxAllocatedBytes { get; init; }

    public double OperationWeight(string operation) =>
        Weights.TryGetValue(operation, out var w) ? w : DefaultOperationWeights.GetValueOrDefault(operation, 0);

    public double PayloadWeight(string payload) => Weights.TryGetValue(payload, out var w) ? w : 1;
}
