namespace SerBench.Labs.Startup;

/// <summary>What one child process measured (ns), or why it failed.</summary>
public sealed record StartupSample
{
    public required int Process { get; init; }

    public string? Error { get; init; }

    public double? CreateCodecNs { get; init; }

    public double? FirstSerializeNs { get; init; }

    public double? FirstDeserializeNs { get; init; }

    public double? SecondSerializeNs { get; init; }

    public double? SecondDeserializeNs { get; init; }

    public double? StartToProbeNs { get; init; }

    public double? ProcessWallNs { get; init; }

    public bool? ReadyToRun { get; init; }
}
