using System.Reflection;
using MemoryPack;
using SerBench.Serializers.MemoryPack;

namespace SerBench.Tests.Roster;

/// <summary>
/// Neither MemoryPack row claims safety for untrusted input: MemoryPack's reader counts no depth (its writer does, and stops
/// at 1,000 levels) and the library makes no such claim. The library half is pinned so a version that adds a reader limit shows up.
/// </summary>
public sealed class MemoryPackTraitTests
{
    private const BindingFlags Instance = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;

    [Fact]
    public void The_writer_counts_depth_and_the_reader_does_not()
    {
        Assert.Contains(typeof(MemoryPackWriter<>).GetFields(Instance), f => f.Name.Contains("depth", StringComparison.OrdinalIgnoreCase));
        Assert.DoesNotContain(typeof(MemoryPackReader).GetFields(Instance), f => f.Name.Contains("depth", StringComparison.OrdinalIgnoreCase));
    }

    [Fact]
    public void Both_memorypack_rows_say_they_are_not_safe_for_untrusted_input_and_why()
    {
        ISerializerAdapter[] rows = [new MemoryPackAdapter(), new MemoryPackVersionTolerantAdapter()];

        Assert.All(rows, r => Assert.False(r.Info.Traits.SafeForUntrustedInput.Value, r.Info.Id));
        Assert.All(rows, r => Assert.Contains("no depth limit", r.Info.Traits.SafeForUntrustedInput.Reason, StringComparison.Ordinal));
        Assert.All(rows, r => Assert.Contains("makes no claim", r.Info.Traits.SafeForUntrustedInput.Reason, StringComparison.Ordinal));
    }
}
