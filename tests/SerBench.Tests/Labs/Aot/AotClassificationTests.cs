using System.Reflection;
using SerBench.Labs.Aot;

namespace SerBench.Tests.Labs.Aot;

public sealed class AotClassificationTests
{
    private static readonly AotWarningCount[] NoWarnings = [];

    private static ProbeLines Lines(params (string Row, string Payload, string Outcome)[] lines) =>
        new([.. lines.Select(l => (l.Row, new AotPayload(l.Payload, l.Outcome, l.Outcome == "throws" ? "Serialize" : null, l.Outcome == "throws" ? "System.NotSupportedException" : null, l.Outcome == "works" ? null : "no metadata for ComplexObject")))], null);

    [Fact]
    public void Every_payload_working_without_warnings_works()
    {
        var row = AotChecker.Classify("memorypack", Lines(("memorypack", "tiny", "works"), ("memorypack", "complex", "works")), NoWarnings, []);

        Assert.Equal(AotOutcome.Works, row.Outcome);
        Assert.Null(row.Reason);
    }

    [Fact]
    public void Warnings_make_it_works_with_warnings()
    {
        var row = AotChecker.Classify("newtonsoft", Lines(("newtonsoft", "tiny", "works")), [new("IL2026", 3), new("IL3050", 1)], ["newtonsoft-bson"]);

        Assert.Equal(AotOutcome.WorksWithWarnings, row.Outcome);
        Assert.Equal("IL2026 ×3, IL3050 ×1", AotText.Warnings(row));
        Assert.Contains("shared with newtonsoft-bson", AotText.Why(row), StringComparison.Ordinal);
    }

    [Fact]
    public void A_payload_that_throws_fails_at_run_with_the_exception()
    {
        var row = AotChecker.Classify("stj", Lines(("stj", "tiny", "works"), ("stj", "complex", "throws")), NoWarnings, []);

        Assert.Equal(AotOutcome.FailsAtRun, row.Outcome);
        Assert.Equal("complex: Serialize threw System.NotSupportedException: no metadata for ComplexObject", row.Reason);
    }

    [Fact]
    public void A_round_trip_that_differs_fails_at_run()
    {
        var row = AotChecker.Classify("x", Lines(("x", "tiny", "differs")), NoWarnings, []);

        Assert.Equal(AotOutcome.FailsAtRun, row.Outcome);
        Assert.Contains("the round trip differs", row.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void A_row_the_probe_never_reached_fails_at_run_with_the_probe_exit()
    {
        var lines = AotChecker.ReadProbe(new AotProbeRun(134, "{\"row\":\"a\",\"payload\":\"tiny\",\"outcome\":\"works\"}\nnot json\n", "Process terminated. Stack overflow.\n   at …"));

        Assert.Equal(AotOutcome.Works, AotChecker.Classify("a", lines, NoWarnings, []).Outcome);
        var b = AotChecker.Classify("b", lines, NoWarnings, []);
        Assert.Equal(AotOutcome.FailsAtRun, b.Outcome);
        Assert.Equal("the probe exited with code 134: Process terminated. Stack overflow.", b.Reason);
    }

    [Fact]
    public void A_row_taking_none_of_the_payloads_is_not_checked()
    {
        var row = AotChecker.Classify("x", Lines(("x", "floats", "unsupported")), NoWarnings, []);

        Assert.Equal(AotOutcome.NotChecked, row.Outcome);
    }

    [Fact]
    public void A_warning_goes_to_the_rows_owning_the_longest_matching_namespace_or_the_named_assembly()
    {
        var newtonsoft = typeof(Newtonsoft.Json.JsonConvert).Assembly;
        var bson = typeof(Newtonsoft.Json.Bson.BsonDataReader).Assembly;
        var attribution = new AotAttribution(
        [
            ("newtonsoft", "SerBench.Serializers.NewtonsoftJson", new[] { newtonsoft }),
            ("newtonsoft-indented", "SerBench.Serializers.NewtonsoftJson", new[] { newtonsoft }),
            ("newtonsoft-bson", "SerBench.Serializers.Bson", new[] { bson }),
            ("stj-sourcegen", "SerBench.Serializers.SystemTextJson", Array.Empty<Assembly>()),
        ]);

        Assert.Equal(["newtonsoft", "newtonsoft-indented"], Owners(attribution, "Newtonsoft.Json.Serialization.JsonTypeReflector.GetAttribute<T>(Object)"));
        // Newtonsoft.Json has a Newtonsoft.Json.Bson namespace of its own (the old BsonReader): both libraries own it.
        Assert.Equal(["newtonsoft", "newtonsoft-bson", "newtonsoft-indented"], Owners(attribution, "Newtonsoft.Json.Bson.BsonDataReader.ReadInternal()"));
        Assert.Equal(["stj-sourcegen"], Owners(attribution, "SerBench.Serializers.SystemTextJson.StjSourceGenAdapter.CreateCodec<T>(PayloadDescriptor)"));
        Assert.Empty(Owners(attribution, "System.Runtime.Serialization.FastInvokerBuilder.CreateSetter(MemberInfo)"));
        Assert.Equal(["newtonsoft-bson"], attribution.Owners(new IlcDiagnostic("IL2104", false, null, "Newtonsoft.Json.Bson", "Assembly 'Newtonsoft.Json.Bson' produced trim warnings.")));
    }

    private static IReadOnlyList<string> Owners(AotAttribution attribution, string member) =>
        attribution.Owners(new IlcDiagnostic("IL2026", false, member, null, member + ": …"));
}
