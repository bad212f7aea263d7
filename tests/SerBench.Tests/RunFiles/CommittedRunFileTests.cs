using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.RunFiles;

/// <summary>
/// Every run.json committed under docs/results, read and written again, comes back byte for byte: no member of any lab's
/// section is lost, renamed or moved, whichever folder the lab's part of <see cref="RunFile"/> lives in.
/// </summary>
public sealed class CommittedRunFileTests : IDisposable
{
    private readonly DirectoryInfo _folder = Directory.CreateTempSubdirectory("serbench-committed-");

    public void Dispose() => _folder.Delete(recursive: true);

    public static TheoryData<string> CommittedRuns()
    {
        var data = new TheoryData<string>();
        foreach (var folder in Directory.GetDirectories(Results()).Order(StringComparer.Ordinal))
        {
            data.Add(Path.GetFileName(folder));
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(CommittedRuns))]
    public void A_committed_run_file_is_written_back_as_it_was_read(string name)
    {
        var committed = Path.Combine(Results(), name, RunFileStore.FileName);

        RunFileStore.Write(_folder.FullName, RunFileStore.Read(committed));

        var written = File.ReadAllText(Path.Combine(_folder.FullName, RunFileStore.FileName));
        Assert.True(
            File.ReadAllText(committed).ReplaceLineEndings("\n").TrimEnd() == written.ReplaceLineEndings("\n").TrimEnd(),
            $"docs/results/{name}/run.json does not come back byte for byte when read and written again.");
    }

    private static string Results() =>
        Path.Combine(TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout."), "docs", "results");
}
