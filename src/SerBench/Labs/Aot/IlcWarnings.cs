using System.Text.RegularExpressions;

namespace SerBench.Labs.Aot;

/// <summary>
/// The trim and AOT diagnostics of a publish log: "Trim analysis warning IL2026: Member.Name(...): message" and
/// "AOT analysis warning IL3050: …" (also as "error"), and IL2104 "Assembly 'X' produced trim warnings". MSBuild prints
/// each once more in its summary; a line seen twice counts once.
/// </summary>
internal static partial class IlcWarnings
{
    public static IReadOnlyList<IlcDiagnostic> Parse(string log)
    {
        ArgumentNullException.ThrowIfNull(log);
        var seen = new HashSet<string>(StringComparer.Ordinal);
        var found = new List<IlcDiagnostic>();
        foreach (var raw in log.Split('\n'))
        {
            var line = ProjectSuffix().Replace(raw.Trim(), string.Empty);
            var match = Diagnostic().Match(line);
            if (!match.Success || !seen.Add(line))
            {
                continue;
            }

            var code = match.Groups["code"].Value;
            var rest = match.Groups["rest"].Value;
            var assembly = AssemblyWarning().Match(rest);
            found.Add(new IlcDiagnostic(
                code,
                match.Groups["level"].Value == "error",
                assembly.Success ? null : Member(rest),
                assembly.Success ? assembly.Groups["name"].Value : null,
                rest));
        }

        return found;
    }

    /// <summary>The member a warning is about: the text before the first ": " that is outside parentheses.</summary>
    private static string? Member(string rest)
    {
        var depth = 0;
        for (var i = 0; i < rest.Length - 1; i++)
        {
            depth += rest[i] switch { '(' or '<' => 1, ')' or '>' => -1, _ => 0 };
            if (depth == 0 && rest[i] == ':' && rest[i + 1] == ' ')
            {
                return rest[..i];
            }
        }

        return null;
    }

    [GeneratedRegex(@"(?:Trim|AOT) analysis (?<level>warning|error) (?<code>IL\d{4}): (?<rest>.*)$")]
    private static partial Regex Diagnostic();

    [GeneratedRegex(@"^Assembly '(?<name>[^']+)' produced (?:trim|AOT) warnings")]
    private static partial Regex AssemblyWarning();

    [GeneratedRegex(@"\s*\[[^\]]*\.csproj\]$")]
    private static partial Regex ProjectSuffix();
}

/// <summary>One trim or AOT diagnostic: its code, the member it names (or the assembly, for IL2104-style lines) and its text.</summary>
internal sealed record IlcDiagnostic(string Code, bool IsError, string? Member, string? Assembly, string Text);
