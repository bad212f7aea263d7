using System.Text;
using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Labs.Robustness;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Robustness;

/// <summary>
/// `serbench robustness --corpus DIR` over a small JSONTestSuite-style corpus the test writes: real workers, the
/// four JSON rows' own document models, verdicts per y_ / n_ / i_ class, odd files, and bad input.
/// </summary>
public sealed class UserCorpusTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("serbench-corpus-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    [Fact]
    public void Any_value_verdicts_per_class_with_the_files_each_library_gets_wrong_and_odd_files_handled()
    {
        var corpus = WriteCorpus();

        // No file here hangs; the generous limit keeps a busy CI machine from making a slow first parse read as one.
        var (exit, output, error) = Cli("robustness", "--corpus", corpus, "--out", Path.Combine(_folder, "run"), "--memory-mb", "64", "--timeout-ms", "30000");

        Assert.True(exit == ExitCodes.Success, error + output);
        var section = Assert.IsType<CorpusSection>(RunFileStore.Read(Path.Combine(_folder, "run")).Corpus);
        Assert.Equal("any", section.Target);
        Assert.Equal(11, section.Files);
        var refused = Assert.Single(section.Refused);
        Assert.Equal("big/n_huge.json", refused.File);
        Assert.Contains("raise --memory-mb", refused.Reason, StringComparison.Ordinal);
        Assert.Equal(["datacontract-json", "newtonsoft", "protobuf-json", "stj"], section.Rows.Select(r => r.Serializer));
        Assert.All(section.Rows, r => Assert.Equal((10, 0, 0, 0), (r.Fed, r.Hang, r.Crash, r.OutOfMemory)));

        var stj = section.Rows.Single(r => r.Serializer == "stj");
        Assert.Equal("JsonDocument", stj.ReadAs);
        Assert.Equal(new CorpusClassCounts(2, 0, 0), stj.MustAccept);
        Assert.Equal(new CorpusClassCounts(0, 6, 0), stj.MustReject);
        Assert.Empty(stj.AcceptedButMustReject);
        Assert.Equal(2, stj.EitherWay!.Total);

        // Newtonsoft reads [1,2,] as an array of two: a finding about the library, listed as such.
        var newtonsoft = section.Rows.Single(r => r.Serializer == "newtonsoft");
        Assert.Contains("n_trailing_comma.json", newtonsoft.AcceptedButMustReject);
        Assert.DoesNotContain("n_deep.json", newtonsoft.AcceptedButMustReject);

        var md = File.ReadAllText(Path.Combine(_folder, "run", "report.md"));
        Assert.Contains("## Robustness: your corpus", md);
        Assert.Contains("`newtonsoft` accepts these n_ files (must reject)", md);
        Assert.Contains($"| `stj` | JsonDocument | 10 | {stj.Accepted} | {stj.Rejected} | 2 of 2 | 6 of 6 | {stj.EitherWay.Accepted} of 2 | 0 | 0 | 0 |  |", md);
        Assert.True(File.Exists(Path.Combine(_folder, "run", "corpus.csv")));
        Assert.Contains("<section id=\"corpus\">", File.ReadAllText(Path.Combine(_folder, "run", "report.html")), StringComparison.Ordinal);
        Assert.Contains("stj (JsonDocument): 10 files", output);
    }

    [Fact]
    public void With_a_payload_the_files_are_read_as_its_type_and_a_row_without_a_document_model_says_so()
    {
        var corpus = Path.Combine(_folder, "tiny");
        Directory.CreateDirectory(corpus);
        File.WriteAllText(Path.Combine(corpus, "y_tiny.json"), """{"Id":1,"OtherId":2}""");
        File.WriteAllText(Path.Combine(corpus, "n_text.json"), "\"not a tiny\"");

        var (exit, _, error) = Cli("robustness", "--corpus", corpus, "--payloads", "tiny", "--serializers", "stj", "--out", Path.Combine(_folder, "typed"));
        Assert.True(exit == ExitCodes.Success, error);
        var stj = Assert.Single(RunFileStore.Read(Path.Combine(_folder, "typed")).Corpus!.Rows);
        Assert.Equal("TinyObject", stj.ReadAs);
        Assert.Equal((1, 1), (stj.Accepted, stj.Rejected));

        (exit, _, error) = Cli("robustness", "--corpus", corpus, "--serializers", "messagepack", "--out", Path.Combine(_folder, "none"));
        Assert.True(exit == ExitCodes.Success, error);
        var row = Assert.Single(RunFileStore.Read(Path.Combine(_folder, "none")).Corpus!.Rows);
        Assert.Equal("not-run", row.Status);
        Assert.Contains("no any-value target", row.Reason, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("missing", null, "does not exist")]
    [InlineData("empty", null, "holds no files")]
    [InlineData("ok", "--type=model", "--type 'model' is not known")]
    [InlineData("ok", "--serializers=stk", "stk")]
    [InlineData("ok", "--seed=3", "leave them out")]
    public void Bad_input_exits_2_saying_what_was_wrong_and_what_is_accepted(string folder, string? option, string message)
    {
        var corpus = Path.Combine(_folder, folder);
        if (folder != "missing")
        {
            Directory.CreateDirectory(corpus);
        }

        if (folder == "ok")
        {
            File.WriteAllText(Path.Combine(corpus, "y_1.json"), "1");
        }

        string[] args = ["robustness", "--corpus", corpus, "--out", Path.Combine(_folder, "out-" + folder)];
        var (exit, output, error) = Cli(option is null ? args : [.. args, .. option.Split('=', 2)]);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains(message, error, StringComparison.Ordinal);
        Assert.Contains("Nothing was run.", error, StringComparison.Ordinal);
        Assert.Equal(string.Empty, output);
    }

    private string WriteCorpus()
    {
        var corpus = Path.Combine(_folder, "corpus");
        Directory.CreateDirectory(Path.Combine(corpus, "odd"));
        Directory.CreateDirectory(Path.Combine(corpus, "big"));
        File.WriteAllText(Path.Combine(corpus, "y_object.json"), """{"a":[1,2.5,"x",null,true]}""");
        File.WriteAllText(Path.Combine(corpus, "y_string.json"), "\"caf\u00e9\"");
        File.WriteAllText(Path.Combine(corpus, "n_trailing_comma.json"), "[1,2,]");
        File.WriteAllText(Path.Combine(corpus, "n_single_quote.json"), "['a']");
        File.WriteAllText(Path.Combine(corpus, "n_trailing_garbage.json"), "[1]x");
        File.WriteAllBytes(Path.Combine(corpus, "n_empty.json"), []);
        File.WriteAllText(Path.Combine(corpus, "n_deep.json"), new string('[', 100_000) + new string(']', 100_000));
        File.WriteAllText(Path.Combine(corpus, "n_unclosed.json"), "{\"a\":");
        File.WriteAllBytes(Path.Combine(corpus, "odd", "i_not_utf8.json"), [0x22, 0xFF, 0xFE, 0xC3, 0x22]);
        File.WriteAllBytes(Path.Combine(corpus, "odd", "i_bom.json"), [0xEF, 0xBB, 0xBF, .. Encoding.ASCII.GetBytes("[1]")]);
        using (var huge = File.Create(Path.Combine(corpus, "big", "n_huge.json")))
        {
            huge.SetLength(17L * 1024 * 1024);
        }

        return corpus;
    }

    private static (int Exit, string Output, string Error) Cli(params string[] args)
    {
        using var output = new StringWriter();
        using var error = new StringWriter();
        var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
        var code = SerBenchApp.Run(args, catalog, output, error);
        return (code, output.ToString(), error.ToString());
    }
}
