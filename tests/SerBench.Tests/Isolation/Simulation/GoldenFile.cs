using System.Text;

namespace SerBench.Tests.Isolation.Simulation;

/// <summary>
/// Compares a whole text with a file committed beside the tests (Golden/NAME.txt); with SERBENCH_UPDATE_GOLDEN=1 set,
/// writes the text there instead, for a change that is meant (the diff is then reviewed like code).
/// </summary>
internal static class GoldenFile
{
    public const string UpdateVariable = "SERBENCH_UPDATE_GOLDEN";

    private const int Context = 3;

    public static void Verify(string name, string actual)
    {
        var path = Path.Combine(Folder(), name + ".txt");
        actual = actual.ReplaceLineEndings("\n");
        if (Environment.GetEnvironmentVariable(UpdateVariable) == "1")
        {
            File.WriteAllText(path, actual, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
            return;
        }

        Assert.True(File.Exists(path), $"No golden file {path}: run the test once with {UpdateVariable}=1 to write it, and review it.");
        var expected = File.ReadAllText(path).ReplaceLineEndings("\n");
        if (expected != actual)
        {
            Assert.Fail($"{name} differs from {path} (rewrite it with {UpdateVariable}=1 if the change is meant):\n{FirstDifference(expected, actual)}");
        }
    }

    /// <summary>The first line that differs, with a few lines before it, as expected and as actual.</summary>
    internal static string FirstDifference(string expected, string actual)
    {
        var want = expected.Split('\n');
        var got = actual.Split('\n');
        var line = 0;
        while (line < want.Length && line < got.Length && want[line] == got[line])
        {
            line++;
        }

        var from = Math.Max(0, line - Context);
        var text = new StringBuilder().AppendLine(FormattableString.Invariant($"first difference at line {line + 1}"));
        text.AppendLine("expected:");
        Lines(text, want, from, line);
        text.AppendLine("actual:");
        Lines(text, got, from, line);
        return text.ToString();
    }

    private static void Lines(StringBuilder text, string[] lines, int from, int at)
    {
        for (var i = from; i <= Math.Min(at + Context, lines.Length - 1); i++)
        {
            text.Append(i == at ? "> " : "  ").AppendLine(lines[i]);
        }
    }

    private static string Folder()
    {
        var directory = new DirectoryInfo(AppContext.BaseDirectory);
        while (directory is not null && !File.Exists(Path.Combine(directory.FullName, "SerBench.slnx")))
        {
            directory = directory.Parent;
        }

        var root = directory?.FullName ?? throw new InvalidOperationException("The repository root (SerBench.slnx) is not above the test output.");
        return Path.Combine(root, "tests", "SerBench.Tests", "Isolation", "Simulation", "Golden");
    }
}
