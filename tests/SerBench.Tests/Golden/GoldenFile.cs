using System.Text;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Golden;

/// <summary>
/// Compares a whole output (a help text, a listing, a report) with a file committed under
/// tests/SerBench.Tests/Golden/, line endings normalised and nothing else. After an intended change, rewrite
/// every golden file with <c>SERBENCH_UPDATE_GOLDEN=1 dotnet test -c Release --filter "Category=Golden"</c>
/// and review the diff as code.
/// </summary>
internal static class GoldenFile
{
    public const string Category = "Golden";
    public const string RewriteCommand = "SERBENCH_UPDATE_GOLDEN=1 dotnet test -c Release --filter \"Category=Golden\"";

    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>True while the golden files are being rewritten (SERBENCH_UPDATE_GOLDEN=1).</summary>
    public static bool Updating => Environment.GetEnvironmentVariable("SERBENCH_UPDATE_GOLDEN") is "1" or "true";

    /// <summary>The folder holding the golden files, found from the repository root.</summary>
    public static string Folder { get; } = Path.Combine(
        TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The golden tests run from a SerBench checkout (SerBench.slnx above the test assembly)."),
        "tests", "SerBench.Tests", "Golden");

    /// <summary>Fails unless <paramref name="actual"/> is the file at <paramref name="relativePath"/> (under <see cref="Folder"/>); rewrites it instead while updating.</summary>
    public static void AssertMatches(string relativePath, string actual)
    {
        var path = Path.Combine(Folder, relativePath);
        var text = actual.ReplaceLineEndings("\n");
        if (Updating)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(path)!);
            File.WriteAllText(path, text, Utf8);
            return;
        }

        var shown = "tests/SerBench.Tests/Golden/" + relativePath.Replace('\\', '/');
        Assert.True(File.Exists(path), $"{shown} does not exist. Write it with `{RewriteCommand}`, then review and commit it.");
        var expected = File.ReadAllText(path, Utf8).ReplaceLineEndings("\n");
        if (expected != text)
        {
            Assert.Fail(FirstDifference(shown, expected.Split('\n'), text.Split('\n')));
        }
    }

    private static string FirstDifference(string shown, string[] expected, string[] actual)
    {
        var line = 0;
        while (line < expected.Length && line < actual.Length && expected[line] == actual[line])
        {
            line++;
        }

        var message = new StringBuilder($"The output differs from {shown} ({expected.Length} lines expected, {actual.Length} written), first at line {line + 1}:\n");
        foreach (var (mark, lines) in new[] { ("- ", expected), ("+ ", actual) })
        {
            foreach (var text in lines.Skip(line).Take(3))
            {
                message.Append(mark).Append(text).Append('\n');
            }
        }

        return message.Append($"If the change is intended, rewrite the golden files with `{RewriteCommand}` and review the diff.").ToString();
    }
}
