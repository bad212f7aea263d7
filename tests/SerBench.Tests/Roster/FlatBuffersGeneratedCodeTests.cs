using SerBench.Serializers.FlatBuffers;
using SerBench.Tests.Library;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Roster;

/// <summary>
/// The committed FlatBuffers twins come from flatc 25.2.10 and from every committed schema. flatc 25.2.10 is not among
/// Debian's packages (it builds from its source; tools/generate-flatbuffers.sh says how), so the byte-for-byte check runs
/// only where FLATC names one; the others run everywhere.
/// </summary>
public sealed class FlatBuffersGeneratedCodeTests
{
    private static string Folder(params string[] parts) =>
        Path.Combine([TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout."), "src", "SerBench.Serializers", "FlatBuffers", .. parts]);

    [Fact]
    public void Every_schema_has_its_generated_file_and_no_generated_file_lacks_a_schema()
    {
        var schemas = Directory.GetFiles(Folder("Idl"), "*.fbs").Select(f => Path.GetFileNameWithoutExtension(f) + "_generated.cs").Order(StringComparer.Ordinal);

        Assert.Equal(schemas, CSharpFiles(Folder("Generated")));
    }

    [Fact]
    public void Every_generated_table_checks_for_the_runtime_version_the_row_runs_on()
    {
        Assert.Equal(FlatcFactAttribute.CommittedVersion, FlatBuffersAdapter.RuntimeVersion());
        var stamp = $"FlatBufferConstants.FLATBUFFERS_{FlatBuffersAdapter.RuntimeVersion().Replace('.', '_')}()";

        Assert.All(CSharpFiles(Folder("Generated")), name =>
        {
            var code = File.ReadAllText(Path.Combine(Folder("Generated"), name));
            Assert.True(!code.Contains("ValidateVersion", StringComparison.Ordinal) || code.Contains(stamp, StringComparison.Ordinal), $"Generated/{name} does not call {stamp}.");
        });
        Assert.Contains(stamp, File.ReadAllText(Path.Combine(Folder("Generated"), "seed001_generated.cs")), StringComparison.Ordinal);
    }

    [FlatcFact]
    public void Regenerating_the_twins_from_the_schemas_gives_the_committed_files_byte_for_byte()
    {
        var root = TestArtifacts.RepositoryRoot()!;
        var fresh = Directory.CreateTempSubdirectory("serbench-flatbuffers-").FullName;
        try
        {
            var (exitCode, output, error) = ChildProcess.Run(
                "bash", [Path.Combine(root, "tools", "generate-flatbuffers.sh"), fresh], TimeSpan.FromMinutes(2), root);
            Assert.True(exitCode == 0, $"tools/generate-flatbuffers.sh exited with {exitCode}: {output}{error}");

            var committed = Folder("Generated");
            var expected = CSharpFiles(committed);
            Assert.Equal(expected, CSharpFiles(fresh));
            Assert.All(expected, name => Assert.True(
                File.ReadAllBytes(Path.Combine(committed, name)).AsSpan().SequenceEqual(File.ReadAllBytes(Path.Combine(fresh, name))),
                $"Generated/{name} differs from what the schemas generate: run tools/generate-flatbuffers.sh and commit the result."));
        }
        finally
        {
            Directory.Delete(fresh, recursive: true);
        }
    }

    private static List<string> CSharpFiles(string folder) =>
        [.. Directory.GetFiles(folder, "*.cs").Select(f => Path.GetFileName(f)!).Order(StringComparer.Ordinal)];
}
