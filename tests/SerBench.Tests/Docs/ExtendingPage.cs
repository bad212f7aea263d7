using System.Text.RegularExpressions;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Docs;

/// <summary>
/// The worked examples of docs/extending.md, as the page gives them: each file is a fenced block whose info string names
/// its path (<c>```csharp file=src/…</c>), the contract line a block marked <c>contract</c>, the registration line one
/// marked <c>registry</c>.
/// </summary>
internal sealed partial class ExtendingPage
{
    private readonly Dictionary<string, string> _blocks = new(StringComparer.Ordinal);

    private ExtendingPage(string text)
    {
        foreach (Match block in Fence().Matches(text.ReplaceLineEndings("\n")))
        {
            _blocks[block.Groups["info"].Value.Trim()] = block.Groups["body"].Value;
        }
    }

    public static string Root { get; } = TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout.");

    public static ExtendingPage Read() => new(System.IO.File.ReadAllText(Path.Combine(Root, "docs", "extending.md")));

    /// <summary>Every file the page gives under <paramref name="folder"/>, by its path from the repository root.</summary>
    public IReadOnlyDictionary<string, string> FilesUnder(string folder) =>
        _blocks.Where(b => b.Key.StartsWith("file=" + folder, StringComparison.Ordinal)).ToDictionary(b => b.Key["file=".Length..], b => b.Value);

    public string File(string path) => Block("file=" + path);

    public string Contract => Block("contract");

    public string Registry => Block("registry");

    private string Block(string info) =>
        _blocks.TryGetValue(info, out var body) ? body : throw new InvalidOperationException($"docs/extending.md has no ```csharp {info} block.");

    [GeneratedRegex(@"^```csharp (?<info>[^\n]+)\n(?<body>.*?)^```$", RegexOptions.Multiline | RegexOptions.Singleline)]
    private static partial Regex Fence();
}
