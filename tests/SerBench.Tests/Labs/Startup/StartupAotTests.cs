using SerBench.Labs.Aot;
using SerBench.Labs.Startup;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Labs.Startup;

/// <summary>`serbench startup --aot` on a fake NativeAOT publish: which rows are published and measured, what the others say, the cache.</summary>
public sealed class StartupAotTests : IDisposable
{
    private const string Selection = "stj-sourcegen,messagepack,memorypack";

    private readonly StartupAotHarness _lab = new();

    [LinuxFact]
    public void Rows_the_check_says_work_are_published_alone_and_measured_the_others_are_listed_with_the_reason()
    {
        _lab.LatestAot(("stj-sourcegen", AotOutcome.Works, null), ("messagepack", AotOutcome.FailsAtRun, "tiny: Serialize threw System.InvalidOperationException: dynamic code"));

        var exit = _lab.Run("startup", "--aot", "--serializers", Selection, "--payloads", "tiny", "--out", _lab.Folder("run"));

        Assert.True(exit == 0, _lab.Error + _lab.Output);
        Assert.Equal(["startup-nativeaot-stj-sourcegen", "startup-nativeaot-empty"], _lab.PublishCalls.Select(StartupAotHarness.LabelOf));
        Assert.All(_lab.PublishCalls, call => Assert.Contains("-p:TreatWarningsAsErrors=false", call));
        Assert.Contains("-p:PublishAot=true", _lab.PublishCalls[0]);
        var rows = File.ReadAllText(_lab.PublishCalls[0].Single(a => a.StartsWith("-p:AotProbeRowsFile=", StringComparison.Ordinal))["-p:AotProbeRowsFile=".Length..]);
        Assert.Contains("(\"stj-sourcegen\", static () => new global::", rows, StringComparison.Ordinal);
        Assert.DoesNotContain("messagepack", rows, StringComparison.Ordinal);
        Assert.Contains("Building the startup-nativeaot-stj-sourcegen build once", _lab.Output, StringComparison.Ordinal);

        var startup = _lab.Read("run").Startup!;
        Assert.Equal(["jit", "nativeaot"], startup.Modes);
        var aot = startup.Rows.Single(r => r is { Serializer: "stj-sourcegen", Mode: "nativeaot" });
        Assert.True(aot.Status == CellStatus.Ok, aot.Reason);
        Assert.Equal(5, aot.Samples.Count);
        Assert.True(aot.FirstSerialize!.MedianNs > 0 && aot.ProcessWall!.MedianNs > 0);
        Assert.True(aot.BinaryBytes > startup.NativeAotBaseline!.BinaryBytes);
        Assert.Equal(aot.BinaryBytes - startup.NativeAotBaseline.BinaryBytes, startup.AboveEmptyBytes(aot));
        Assert.Single(startup.NativeAotBuilds!);
        Assert.Equal(CellStatus.Unsupported, startup.Rows.Single(r => r is { Serializer: "messagepack", Mode: "nativeaot" }).Status);
        Assert.StartsWith("fails at run: tiny: Serialize threw", startup.Rows.Single(r => r is { Serializer: "messagepack", Mode: "nativeaot" }).Reason, StringComparison.Ordinal);
        Assert.StartsWith("not checked: run serbench aot --serializers memorypack", startup.Rows.Single(r => r is { Serializer: "memorypack", Mode: "nativeaot" }).Reason, StringComparison.Ordinal);
        Assert.Equal(CellStatus.Ok, startup.Rows.Single(r => r is { Serializer: "messagepack", Mode: "jit" }).Status);

        var report = File.ReadAllText(Path.Combine(_lab.Folder("run"), "report.md"));
        Assert.Contains("### NativeAOT beside JIT (medians)", report, StringComparison.Ordinal);
        Assert.Contains("| not checked: run serbench aot --serializers memorypack", report, StringComparison.Ordinal);
        Assert.Contains("NativeAOT beside JIT", File.ReadAllText(Path.Combine(_lab.Folder("run"), "report.html")), StringComparison.Ordinal);
        var csv = File.ReadAllLines(Path.Combine(_lab.Folder("run"), StartupCsv.FileName));
        Assert.EndsWith(",binaryBytes,binaryAboveEmptyBytes", csv[0], StringComparison.Ordinal);
        Assert.Contains(csv, l => l.StartsWith("stj-sourcegen,tiny,nativeaot,ok,", StringComparison.Ordinal) && l.EndsWith($",{aot.BinaryBytes},{startup.AboveEmptyBytes(aot)}", StringComparison.Ordinal));
        Assert.Contains("the probe with no row is", _lab.Output, StringComparison.Ordinal);
    }

    [LinuxFact]
    public void A_second_run_reuses_every_cached_probe()
    {
        _lab.LatestAot(("stj-sourcegen", AotOutcome.WorksWithWarnings, null));
        Assert.Equal(0, _lab.Run("startup", "--aot", "--serializers", "stj-sourcegen", "--payloads", "tiny", "--out", _lab.Folder("first")));
        var published = _lab.PublishCalls.Count;

        Assert.Equal(0, _lab.Run("startup", "--aot", "--serializers", "stj-sourcegen", "--payloads", "tiny", "--out", _lab.Folder("second")));

        Assert.Equal(2, published);
        Assert.Equal(published, _lab.PublishCalls.Count);
        var startup = _lab.Read("second").Startup!;
        Assert.True(startup.NativeAotBuilds!.Single().Reused);
        Assert.True(startup.NativeAotBaseline!.Reused);
        Assert.Contains(startup.Notes, n => n.Contains("startup-nativeaot-stj-sourcegen build reused from", StringComparison.Ordinal));
    }

    [Fact]
    public void A_row_whose_publish_fails_is_a_failed_row_with_the_error_and_no_baseline_is_built()
    {
        _lab.LatestAot(("stj-sourcegen", AotOutcome.Works, null));
        _lab.Failing.Add("startup-nativeaot-stj-sourcegen");

        var exit = _lab.Run("startup", "--aot", "--serializers", "stj-sourcegen", "--payloads", "tiny", "--out", _lab.Folder("run"));

        Assert.True(exit == 0, _lab.Error + _lab.Output);
        var startup = _lab.Read("run").Startup!;
        var row = startup.Rows.Single(r => r.Mode == "nativeaot");
        Assert.Equal(CellStatus.Failed, row.Status);
        Assert.Contains("the NativeAOT publish failed", row.Reason, StringComparison.Ordinal);
        Assert.Contains("NETSDK1000", row.Reason, StringComparison.Ordinal);
        Assert.Null(startup.NativeAotBaseline);
        Assert.Single(_lab.PublishCalls);
    }

    [Fact]
    public void Without_an_aot_check_the_lab_refuses_and_names_the_command_that_makes_one()
    {
        var exit = _lab.Run("startup", "--aot", "--serializers", "stj-sourcegen,memorypack", "--out", _lab.Folder("run"));

        Assert.Equal(2, exit);
        Assert.Contains("there is no check yet", _lab.Error, StringComparison.Ordinal);
        Assert.Contains("Run 'serbench aot --serializers stj-sourcegen,memorypack' first", _lab.Error, StringComparison.Ordinal);
        Assert.Empty(_lab.PublishCalls);
        Assert.False(Directory.Exists(_lab.Folder("run")));
    }

    [Fact]
    public void A_damaged_aot_check_is_refused_with_what_is_accepted()
    {
        Directory.CreateDirectory(_lab.Cache);
        File.WriteAllText(Path.Combine(_lab.Cache, "latest.json"), "{ \"schemaVersion\": 1, ");

        var exit = _lab.Run("startup", "--aot", "--serializers", "stj-sourcegen", "--out", _lab.Folder("run"));

        Assert.Equal(2, exit);
        Assert.Contains("is damaged", _lab.Error, StringComparison.Ordinal);
        Assert.Contains("Accepted: an aot.json written by 'serbench aot'", _lab.Error, StringComparison.Ordinal);
        Assert.Empty(_lab.PublishCalls);
    }

    [Fact]
    public void A_payload_of_the_users_own_program_is_refused_with_the_payloads_aot_accepts()
    {
        _lab.LatestAot(("stj-sourcegen", AotOutcome.Works, null));
        _lab.ExtraPayloads.Add(new Payload<SerBench.Payloads.Models.TinyObject>("my-tiny", "a user's payload", _ => new SerBench.Payloads.Models.TinyObject()));

        var exit = _lab.Run("startup", "--aot", "--serializers", "stj-sourcegen", "--payloads", "my-tiny", "--out", _lab.Folder("run"));

        Assert.Equal(2, exit);
        Assert.Contains("holds SerBench's own payloads only, not 'my-tiny'", _lab.Error, StringComparison.Ordinal);
        Assert.Contains("Payloads --aot accepts: tiny, ", _lab.Error, StringComparison.Ordinal);
        Assert.Empty(_lab.PublishCalls);
    }

    [Fact]
    public void The_sample_line_reads_back_as_the_sample_it_was_written_from()
    {
        var sample = new StartupSample { Process = 0, Error = "it's <odd>", CreateCodecNs = 12.5, FirstSerializeNs = 1_234_567.25, FirstDeserializeNs = 3, StartToProbeNs = 9e7, ReadyToRun = true };

        var line = StartupSampleLine.Write(sample);

        Assert.DoesNotContain('\n', line);
        Assert.Equal(sample, System.Text.Json.JsonSerializer.Deserialize<StartupSample>(line, StartupProbeCommand.Json));
        Assert.Equal(System.Text.Json.JsonSerializer.Serialize(sample, StartupProbeCommand.Json), line);
    }

    public void Dispose() => _lab.Dispose();
}
