using SerBench.Labs.Evolve;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Evolve;

/// <summary>The version-tolerance lab over the real roster: the trait must be earned, and known behaviours must show.</summary>
public sealed class EvolveRunnerTests
{
    private static readonly Lazy<EvolveSection> Section = new(() => EvolveRunner.Run(BuiltInSerializers.Installed()));

    [Fact]
    public void Every_declared_version_tolerant_trait_is_earned_in_the_lab()
    {
        var disagreements = Section.Value.Traits.Where(t => !t.Agrees)
            .Select(t => $"{t.Serializer} declares {t.Declared} ({t.DeclaredReason}) but the lab measured {t.Earned}: {t.Basis}")
            .ToList();
        Assert.True(disagreements.Count == 0, string.Join("\n", disagreements));
    }

    [Fact]
    public void Every_scenario_runs_in_both_directions_for_every_row()
    {
        var section = Section.Value;
        Assert.Equal(8, section.Scenarios.Count);
        Assert.Equal(BuiltInSerializers.Installed().Count * 8 * 2, section.Cells.Count);
        Assert.All(section.Cells, c => Assert.Contains(c.Outcome, new[] { "works", "data-lost", "throws", "unsupported" }));
    }

    [Theory]
    [InlineData("stj", "field-added", "old-to-new", "works")]
    [InlineData("stj", "field-renamed", "old-to-new", "data-lost")]
    [InlineData("stj", "required-added", "old-to-new", "throws")]
    [InlineData("stj-sourcegen", "fields-reordered", "new-to-old", "works")]
    [InlineData("protobuf", "field-renamed", "old-to-new", "works")]
    [InlineData("protobuf", "nullable-added", "new-to-old", "data-lost")]
    [InlineData("protobuf-json", "field-added", "new-to-old", "throws")]
    [InlineData("datacontract-xml", "fields-reordered", "old-to-new", "data-lost")]
    [InlineData("binaryformatter", "field-added", "old-to-new", "throws")]
    [InlineData("stj-writer", "field-added", "old-to-new", "unsupported")]
    [InlineData("thrift", "field-added", "new-to-old", "works")]
    [InlineData("thrift", "int-widened", "old-to-new", "data-lost")]
    [InlineData("thrift-compact", "required-added", "old-to-new", "throws")]
    public void Known_behaviours_show(string serializer, string scenario, string direction, string outcome)
    {
        var cell = Section.Value.Cells.Single(c => c.Serializer == serializer && c.Scenario == scenario && c.Direction == direction);
        Assert.True(cell.Outcome == outcome, $"{serializer} {scenario} {direction}: {cell.Outcome} ({cell.Detail})");
    }

    [Fact]
    public void A_throw_keeps_the_message_and_a_loss_names_the_value()
    {
        var cells = Section.Value.Cells;
        var thrown = cells.Single(c => c.Serializer == "stj" && c.Scenario == "required-added" && c.Direction == "old-to-new");
        Assert.Contains("Email", thrown.Detail, StringComparison.Ordinal);
        var lost = cells.Single(c => c.Serializer == "newtonsoft" && c.Scenario == "field-renamed" && c.Direction == "old-to-new");
        Assert.Equal("Name (read as FullName): \"Ada Lovelace\" came back as null", lost.Detail);
    }
}
