using SerBench.Payloads.Models;

namespace SerBench.Payloads.Generators;

/// <summary>Seed 000's grain-state document with N consumers, from a fixed seed.</summary>
public static class GrainStateGenerator
{
    public static GrainStateDocument Create(int consumers) => throw new NotImplementedException("written next");
}
