using SerBench.Payloads.Models;

namespace SerBench.Payloads.Generators;

/// <summary>Seed 004's person.</summary>
public static class PersonGenerator
{
    public static Person Create() => new()
    {
        Id = int.MinValue,
        Name = "John Johnson",
        Data = new string('g', 1000),
        Guid = FixedGuids.Person,
    };
}
