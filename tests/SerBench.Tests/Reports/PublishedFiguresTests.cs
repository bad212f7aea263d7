using SerBench.Reports;
using SerBench.Reports.Published;

namespace SerBench.Tests.Reports;

public sealed class PublishedFiguresTests
{
    [Theory]
    [InlineData("754.75 ns", 754.75)]
    [InlineData("\"1,057.0 ns\"", null)]
    [InlineData("1,057.0 ns", 1057.0)]
    [InlineData("10.527 μs", 10527.0)]
    [InlineData("10.527 µs", 10527.0)]
    [InlineData("52 KB", null)]
    public void Published_durations_read_back_in_nanoseconds(string text, double? expected)
    {
        var value = PublishedValue.Nanoseconds(text);
        if (expected is null)
        {
            Assert.Null(value);
        }
        else
        {
            Assert.Equal(expected.Value, value!.Value, 6);
        }
    }

    [Fact]
    public void Every_reference_table_is_compiled_in_and_parses()
    {
        var figures = PublishedFigures.Load();
        foreach (var name in PublishedFigures.FileNames)
        {
            Assert.NotEmpty(figures.Table(name).Rows);
        }

        var micro = figures.Table("seed-001-micro.csv");
        Assert.Equal(["scenario", "payload", "serializer", "mean", "allocated"], micro.Header);
        Assert.Equal("1,057.0 ns", micro.Rows.First(r => r["payload"] == "Simple" && r["serializer"] == "NewtonsoftJson")["mean"]);
    }

    [Fact]
    public void The_compiled_tables_are_the_files_in_docs_reference()
    {
        var root = Browser.TestArtifacts.RepositoryRoot()!;
        foreach (var name in PublishedFigures.FileNames)
        {
            var onDisk = CsvText.Parse(File.ReadAllText(Path.Combine(root, "docs", "reference", name)));
            Assert.Equal(onDisk.Rows.Count, PublishedFigures.Load().Table(name).Rows.Count);
        }
    }

    [Fact]
    public void Seed_001_rows_are_ratios_to_system_text_json_beside_ours()
    {
        var run = ReportFixture.Run() with
        {
            Cells =
            [
                TestRuns.Ok("stj", "tiny", "serialize", 200, 27),
                TestRuns.Ok("newtonsoft", "tiny", "serialize", 500, 27),
                TestRuns.Ok("protobuf", "tiny", "serialize", 100, 6),
            ],
        };
        var tables = SeedComparisons.Build(new RunView(run), PublishedFigures.Load());
        var micro = tables[0];
        var newtonsoft = micro.Rows.Single(r => r.Payload == "tiny" && r.Measure == "serialize" && r.PublishedName == "NewtonsoftJson");

        Assert.Equal("× System.Text.Json", micro.RatioBasis);
        Assert.Equal(754.75 / 305.23, newtonsoft.PublishedRatio!.Value, 6);
        Assert.Equal("newtonsoft", newtonsoft.OurId);
        Assert.Equal("500 ns", newtonsoft.OurValue);
        Assert.Equal(2.5, newtonsoft.OurRatio!.Value, 6);

        var messagePack = micro.Rows.Single(r => r.Payload == "tiny" && r.Measure == "serialize" && r.PublishedName == "MessagePack");
        Assert.Null(messagePack.OurValue);
        Assert.Equal("messagepack: not in this run", messagePack.Remark);

        var sizes = tables[1];
        var protobuf = sizes.Rows.Single(r => r.Payload == "tiny" && r.PublishedName == "Protobuf");
        Assert.Equal(6.0 / 27, protobuf.PublishedRatio!.Value, 6);
        Assert.Equal("6 B", protobuf.OurValue);
        Assert.Equal(6.0 / 27, protobuf.OurRatio!.Value, 6);
        Assert.Contains(sizes.Rows, r => r.Payload == "complex" && r.PublishedName == "JSON" && r.Remark!.Contains("published value is wrong", StringComparison.Ordinal));
    }

    [Fact]
    public void Seed_004s_round_trips_are_ratios_to_protobuf_net_beside_ours_with_google_protobuf_in_the_note()
    {
        var run = ReportFixture.Run() with
        {
            Cells =
            [
                TestRuns.Ok("protobuf-net", "person", "roundtrip", 800, 1048),
                TestRuns.Ok("binaryformatter", "person", "roundtrip", 8000, 1361),
                TestRuns.Ok("protobuf", "person", "roundtrip", 400, 1046),
            ],
        };
        var times = SeedComparisons.Build(new RunView(run), PublishedFigures.Load()).Single(t => t.Title == "Seed 004 Person round trip");

        Assert.Equal("× protobuf-net", times.RatioBasis);
        var formatter = times.Rows.Single(r => r.PublishedName == "Serializable (BinaryFormatter)");
        Assert.Equal(54.7112 / 8.6584, formatter.PublishedRatio!.Value, 6);
        Assert.Equal(10.0, formatter.OurRatio!.Value, 6);
        var protobufNet = times.Rows.Single(r => r.PublishedName == "protobuf-net");
        Assert.Equal(1.0, protobufNet.OurRatio!.Value, 6);
        Assert.Contains("Google.Protobuf", protobufNet.Remark, StringComparison.Ordinal);
        Assert.Contains($"400 ns, {SerBench.Reports.Units.Times(0.5)} protobuf-net", protobufNet.Remark, StringComparison.Ordinal);
        Assert.Equal("ignite-reflective: not in this run", times.Rows.Single(r => r.PublishedName == "Reflective").Remark);
        Assert.DoesNotContain(times.Rows, r => r.PublishedName.StartsWith("raw payload", StringComparison.Ordinal));
    }

    [Fact]
    public void A_not_installed_row_says_so()
    {
        var run = ReportFixture.Run() with
        {
            Serializers = [new SerializerRecord { Id = "messagepack", DisplayName = "MessagePack", Package = "MessagePack", Format = "message-pack", Installed = false }],
            Cells = [TestRuns.Ok("stj", "tiny", "serialize", 200, 27)],
        };
        var micro = SeedComparisons.Build(new RunView(run), PublishedFigures.Load())[0];

        Assert.Equal("messagepack: not installed", micro.Rows.First(r => r.PublishedName == "MessagePack").Remark);
    }
}
