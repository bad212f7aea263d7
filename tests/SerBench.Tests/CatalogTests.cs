namespace SerBench.Tests;

public sealed class CatalogTests
{
    [Fact]
    public void Built_in_payload_ids_are_the_ones_of_the_contract()
    {
        Assert.Equal(
            ["tiny", "simple", "complex", "envelope", "envelope-full", "person", "customers", "grainstate", "floats"],
            BuiltInPayloads.All.Select(p => p.Id));
    }
}
