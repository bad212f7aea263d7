using SerBench.Labs.Aot;

namespace SerBench.Tests.Labs.Aot;

public sealed class AotCommandTests : IDisposable
{
    private const string NewtonsoftWarning =
        "ILC : Trim analysis warning IL2026: Newtonsoft.Json.Serialization.DefaultContractResolver.CreateContract(Type): Using member 'X' which has 'RequiresUnreferencedCodeAttribute'. [/w/p.csproj]\n" +
        "ILC : AOT analysis warning IL3050: Newtonsoft.Json.Utilities.ReflectionDelegateFactory.CreateGet(PropertyInfo): Using member 'Y' which has 'RequiresDynamicCodeAttribute'. [/w/p.csproj]\n" +
        "ILC : AOT analysis warning IL3050: System.Runtime.Serialization.FastInvokerBuilder.CreateSetter(MemberInfo): Using member 'Z'. [/w/p.csproj]\n";

    private readonly AotHarness _lab = new();

    [Fact]
    public void One_publish_checks_every_selected_row_and_writes_the_table_the_csv_and_the_latest_result()
    {
        _lab.Publishes[0] = new(0, NewtonsoftWarning, false);
        _lab.ProbeOutput = AotHarness.Line("stj-sourcegen", "tiny", "works") + AotHarness.Line("newtonsoft", "tiny", "works") + AotHarness.Line("stj", "tiny", "throws", "System.InvalidOperationException", "Reflection-based serialization has been disabled for this application.");
        var folder = Path.Combine(_lab.Root, "out");

        var exit = _lab.Run("aot", "--serializers", "stj-sourcegen,newtonsoft,stj", "--payloads", "tiny", "--out", folder);

        Assert.Equal(0, exit);
        var call = Assert.Single(_lab.PublishCalls);
        Assert.Contains("-p:PublishAot=true", call);
        var rows = File.ReadAllText(call.Single(a => a.StartsWith("-p:AotProbeRowsFile=", StringComparison.Ordinal))["-p:AotProbeRowsFile=".Length..]);
        Assert.Contains("(\"newtonsoft\", static () => new global::SerBench.Serializers.NewtonsoftJson.", rows, StringComparison.Ordinal);
        var result = AotResultFile.Read(Path.Combine(folder, "aot.json"));
        Assert.True(result.Row("stj-sourcegen")!.Outcome == AotOutcome.Works, File.ReadAllText(Path.Combine(folder, "aot.json")));
        Assert.Equal(AotOutcome.WorksWithWarnings, result.Row("newtonsoft")!.Outcome);
        Assert.Equal("IL2026 ×1, IL3050 ×1", AotText.Warnings(result.Row("newtonsoft")!));
        Assert.Equal(AotOutcome.FailsAtRun, result.Row("stj")!.Outcome);
        Assert.Equal([new AotWarningCount("IL3050", 1)], result.Unattributed);
        Assert.Equal(File.ReadAllText(Path.Combine(folder, "aot.json")), File.ReadAllText(Path.Combine(_lab.Cache, "latest.json")));
        Assert.StartsWith("serializer,outcome,warnings,reason,sharesWarningsWith,IL2026,IL3050", File.ReadAllText(Path.Combine(folder, "aot.csv")), StringComparison.Ordinal);
        Assert.Contains("| newtonsoft | works with warnings | IL2026 ×1, IL3050 ×1 |", File.ReadAllText(Path.Combine(folder, "aot.md")), StringComparison.Ordinal);
        Assert.Contains("NativeAOT (", _lab.Output, StringComparison.Ordinal);
        Assert.Contains("works with warnings", _lab.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_publish_broken_by_one_row_is_retried_without_it_and_that_row_fails_at_build()
    {
        _lab.Publishes[0] = new(1, "ILC : Trim analysis error IL2095: ProtoBuf.Meta.RuntimeTypeModel.GetSerializer<T>(): attributes don't match. [/w/p.csproj]\n", false);
        _lab.Publishes.Add(new(0, "Build succeeded.\n", false));
        _lab.ProbeOutput = AotHarness.Line("memorypack", "tiny", "works");

        var exit = _lab.Run("aot", "--serializers", "memorypack,protobuf-net", "--payloads", "tiny", "--out", Path.Combine(_lab.Root, "out"));

        Assert.Equal(0, exit);
        Assert.Equal(2, _lab.PublishCalls.Count);
        var result = AotResultFile.Read(Path.Combine(_lab.Root, "out", "aot.json"));
        Assert.Equal(AotOutcome.FailsAtBuild, result.Row("protobuf-net")!.Outcome);
        Assert.Contains("IL2095", result.Row("protobuf-net")!.Reason, StringComparison.Ordinal);
        Assert.Equal(AotOutcome.Works, result.Row("memorypack")!.Outcome);
        Assert.Contains("publishing again without it", _lab.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void An_unknown_row_is_refused_with_the_valid_ids_and_nothing_is_published()
    {
        var exit = _lab.Run("aot", "--serializers", "stj-sourcegn");

        Assert.Equal(2, exit);
        Assert.Contains("Unknown serializer 'stj-sourcegn' in --serializers; did you mean 'stj-sourcegen'?", _lab.Error, StringComparison.Ordinal);
        Assert.Contains("Valid serializers: ", _lab.Error, StringComparison.Ordinal);
        Assert.Empty(_lab.PublishCalls);
    }

    [Fact]
    public void List_shows_the_latest_outcome_and_not_checked_for_the_rest()
    {
        _lab.ProbeOutput = AotHarness.Line("memorypack", "tiny", "works");
        Assert.Equal(0, _lab.Run("aot", "--serializers", "memorypack", "--payloads", "tiny", "--out", Path.Combine(_lab.Root, "out")));

        Assert.Equal(0, _lab.Run("list", "--json"));

        var json = _lab.Output[_lab.Output.IndexOf("{\n", StringComparison.Ordinal)..];
        using var doc = System.Text.Json.JsonDocument.Parse(json);
        var rows = doc.RootElement.GetProperty("serializers").EnumerateArray().Where(s => s.GetProperty("installed").GetBoolean()).ToDictionary(s => s.GetProperty("id").GetString()!, s => s.GetProperty("aot").GetString());
        Assert.Equal("works", rows["memorypack"]);
        Assert.Equal("not-checked", rows["stj"]);
    }

    [Fact]
    public void A_damaged_latest_result_is_refused_by_list_with_what_is_accepted()
    {
        Directory.CreateDirectory(_lab.Cache);
        File.WriteAllText(Path.Combine(_lab.Cache, "latest.json"), "{ \"schemaVersion\": 1, \"rows\": [ { \"id\": \"stj\", \"outcome\": \"maybe\" } ] ");

        var exit = _lab.Run("list");

        Assert.Equal(2, exit);
        Assert.Contains("is damaged", _lab.Error, StringComparison.Ordinal);
        Assert.Contains("Accepted: an aot.json written by 'serbench aot'", _lab.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void An_unknown_outcome_is_refused_with_the_valid_outcomes()
    {
        Directory.CreateDirectory(_lab.Cache);
        File.WriteAllText(Path.Combine(_lab.Cache, "latest.json"), "{ \"schemaVersion\": 1, \"checkedUtc\": \"x\", \"runtime\": \"r\", \"rid\": \"linux-x64\", \"build\": \"b\", \"unattributed\": [], \"rows\": [ { \"id\": \"stj\", \"outcome\": \"maybe\", \"warnings\": [], \"payloads\": [] } ] }");

        var exit = _lab.Run("list");

        Assert.Equal(2, exit);
        Assert.Contains("Valid outcomes: works, works-with-warnings, fails-at-build, fails-at-run, not-checked.", _lab.Error, StringComparison.Ordinal);
    }

    public void Dispose() => _lab.Dispose();
}
