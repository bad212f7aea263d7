using System.Text.Json;

namespace SerBench.Tests.RunFiles;

public sealed class RunFileStoreTests : IDisposable
{
    private readonly DirectoryInfo _folder = Directory.CreateTempSubdirectory("serbench-runfile-");

    public void Dispose() => _folder.Delete(recursive: true);

    [Fact]
    public void A_written_run_reads_back_equal()
    {
        var run = SampleRun();

        RunFileStore.Write(_folder.FullName, run);
        var read = RunFileStore.Read(_folder.FullName);

        Assert.Equal(ToJson(run), ToJson(read));
        Assert.Equal(run.Cells[0], read.Cells[0]);
        Assert.Equal(run.Environment.Libraries, read.Environment.Libraries);
    }

    [Fact]
    public void The_file_is_indented_camel_case_json_without_null_members()
    {
        RunFileStore.Write(_folder.FullName, SampleRun());
        var text = File.ReadAllText(Path.Combine(_folder.FullName, RunFileStore.FileName));

        Assert.Contains("\n  \"schemaVersion\": 1,", text);
        Assert.Contains("\"medianNs\": 123.5", text);
        Assert.Contains("\"logicalCores\": 2", text);
        Assert.Single(text.Split("\"diff\"").Skip(1)); // only the failed cell has one
        Assert.DoesNotContain("null", text);
        Assert.DoesNotContain("MedianNs", text);
    }

    [Fact]
    public void Writing_again_replaces_the_file_and_leaves_no_temporary_file()
    {
        RunFileStore.Write(_folder.FullName, SampleRun());
        RunFileStore.Write(_folder.FullName, SampleRun() with { Preset = "full" });

        Assert.Equal([RunFileStore.FileName], _folder.GetFiles().Select(f => f.Name));
        Assert.Equal("full", RunFileStore.Read(_folder.FullName).Preset);
    }

    [Fact]
    public void A_file_path_is_read_as_well_as_a_folder()
    {
        RunFileStore.Write(_folder.FullName, SampleRun());

        Assert.Equal("quick", RunFileStore.Read(Path.Combine(_folder.FullName, RunFileStore.FileName)).Preset);
    }

    [Fact]
    public void A_missing_path_says_what_is_accepted()
    {
        var missing = Path.Combine(_folder.FullName, "nope");

        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(missing));

        Assert.Contains(missing, error.Message);
        Assert.Contains("No run file or run folder", error.Message);
        Assert.Contains("run.json", error.Message);
    }

    [Fact]
    public void A_folder_without_a_run_file_says_so()
    {
        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(_folder.FullName));

        Assert.Contains("has no run.json", error.Message);
    }

    [Theory]
    [InlineData("")]
    [InlineData("  \n\t ")]
    public void An_empty_file_says_it_is_empty(string content)
    {
        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(WriteRaw(content)));

        Assert.Contains("is empty", error.Message);
    }

    [Fact]
    public void A_truncated_file_says_it_was_cut_short_and_where()
    {
        RunFileStore.Write(_folder.FullName, SampleRun());
        var path = Path.Combine(_folder.FullName, RunFileStore.FileName);
        var text = File.ReadAllText(path);
        File.WriteAllText(path, text[..(text.Length / 2)]);

        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(path));

        Assert.Contains("truncated", error.Message);
        Assert.Matches(@"line \d+, byte \d+", error.Message);
    }

    [Fact]
    public void Invalid_json_says_where()
    {
        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(WriteRaw("{\n  \"schemaVersion\": 1,\n  oops\n}")));

        Assert.Contains("is not valid JSON", error.Message);
        Assert.Contains("line 3", error.Message);
    }

    [Theory]
    [InlineData("{\"name\":\"some other tool\"}", "no schemaVersion and cells")]
    [InlineData("{\"schemaVersion\":1}", "no cells")]
    [InlineData("[1,2,3]", "an array")]
    public void Json_that_is_not_a_run_says_so(string json, string expected)
    {
        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(WriteRaw(json)));

        Assert.Contains("is not a SerBench run", error.Message);
        Assert.Contains(expected, error.Message);
    }

    [Fact]
    public void A_newer_schema_version_is_refused_with_both_versions()
    {
        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(WriteRaw(Mutate(o => o["schemaVersion"] = 99))));

        Assert.Contains("schema version 99", error.Message);
        Assert.Contains("newer", error.Message);
        Assert.Contains($"up to {RunFile.CurrentSchemaVersion}", error.Message);
    }

    [Fact]
    public void A_missing_required_member_is_named()
    {
        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(WriteRaw(Mutate(o => o.Remove("serbenchVersion")))));

        Assert.Contains("serbenchVersion", error.Message);
    }

    [Fact]
    public void A_missing_required_member_of_a_cell_is_named_with_its_path()
    {
        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(WriteRaw(Mutate(o => o["cells"]![0]!.AsObject().Remove("status")))));

        Assert.Contains("status", error.Message);
        Assert.Contains("$.cells[0]", error.Message);
    }

    [Fact]
    public void A_value_of_the_wrong_type_is_named_with_its_path()
    {
        var error = Assert.Throws<RunFileException>(() => RunFileStore.Read(WriteRaw(Mutate(o => o["cells"]![0]!["medianNs"] = "fast"))));

        Assert.Contains("$.cells[0].medianNs", error.Message);
    }

    private static RunFile SampleRun() => new()
    {
        SerbenchVersion = "0.1.0",
        Preset = "quick",
        PresetSettings = Preset.Quick.ToRecord(),
        StartedUtc = new DateTime(2026, 11, 21, 10, 0, 0, DateTimeKind.Utc),
        Environment = new EnvironmentRecord
        {
            Os = "Linux",
            Cpu = "AMD EPYC",
            LogicalCores = 2,
            Runtime = ".NET 10.0.0",
            Gc = "workstation concurrent",
            TieredPgo = true,
            Libraries = [new LibraryRecord("Newtonsoft.Json", "13.0.4")],
        },
        Cells =
        [
            new CellRecord
            {
                Serializer = "stj",
                Payload = "simple",
                PayloadSize = 1,
                Operation = Operations.Serialize,
                Status = CellStatus.Ok,
                SizeBytes = 83,
                GzipBytes = 90,
                BrotliBytes = 70,
                ZstdBytes = 80,
                MedianNs = 123.5,
                CiLowerNs = 120,
                CiUpperNs = 127,
                AllocatedBytes = 0,
                Iterations = 12,
            },
            new CellRecord
            {
                Serializer = "lossy",
                Payload = "simple",
                PayloadSize = 1,
                Operation = Operations.Serialize,
                Status = CellStatus.Failed,
                Reason = "The round trip is not equal",
                Diff = "Name: \"a\" != \"b\"",
            },
        ],
    };

    private static string ToJson(RunFile run) => JsonSerializer.Serialize(run);

    private string Mutate(Action<System.Text.Json.Nodes.JsonObject> change)
    {
        RunFileStore.Write(_folder.FullName, SampleRun() with { Cells = [SampleRun().Cells[0]] });
        var node = System.Text.Json.Nodes.JsonNode.Parse(File.ReadAllText(Path.Combine(_folder.FullName, RunFileStore.FileName)))!.AsObject();
        change(node);
        return node.ToJsonString();
    }

    private string WriteRaw(string content)
    {
        var path = Path.Combine(_folder.FullName, "raw.json");
        File.WriteAllText(path, content);
        return path;
    }
}
