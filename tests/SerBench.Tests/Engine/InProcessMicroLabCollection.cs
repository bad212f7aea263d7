namespace SerBench.Tests.Engine;

/// <summary>Engine tests run BenchmarkDotNet in this process; one at a time keeps them apart.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class InProcessMicroLabCollection
{
    public const string Name = "InProcessMicroLab";
}
