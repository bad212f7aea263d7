using SerBench.Tests.Library;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Roster;

/// <summary>The committed Thrift twins are exactly what tools/generate-thrift.sh makes of the committed IDL.</summary>
public sealed class ThriftGeneratedCodeTests
{
    [ThriftCompilerFact]
    public void Regenerating_the_twins_from_the_IDL_gives_the_committed_files_byte_for_byte()
    {
        var root = TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout.");
        var committed = Path.Combine(root, "src", "SerBench.Serializers", "Thrift", "Generated");
        var fresh = Directory.CreateTempSubdirectory("serbench-thrift-").FullName;
        try
        {
            var (exitCode, output, error) = ChildProcess.Run(
                "bash", [Path.Combine(root, "tools", "generate-thrift.sh"), fresh], TimeSpan.FromMinutes(2), root);
            Assert.True(exitCode == 0, $"tools/generate-thrift.sh exited with {exitCode}: {output}{error}");

            var expected = CSharpFiles(committed);
            Assert.Equal(expected, CSharpFiles(fresh));
            Assert.All(expected, name => Assert.True(
                File.ReadAllBytes(Path.Combine(committed, name)).AsSpan().SequenceEqual(File.ReadAllBytes(Path.Combine(fresh, name))),
                $"Generated/{name} differs from what the IDL generates: run tools/generate-thrift.sh and commit the result."));
        }
        finally
        {
            Directory.Delete(fresh, recursive: true);
        }
    }

    private static List<string> CSharpFiles(string folder) =>
        [.. Directory.GetFiles(folder, "*.cs").Select(f => Path.GetFileName(f)!).Order(StringComparer.Ordinal)];
}
