using SerBench.Tests.Library;

namespace SerBench.Tests.Roster;

/// <summary>
/// A fact that needs the thrift compiler the committed twins came from (0.17.0); skipped, saying how to install it,
/// where it is absent, and saying which version was found where another one is (its output differs).
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class ThriftCompilerFactAttribute : FactAttribute
{
    public const string CommittedVersion = "0.17.0";

    private static readonly Lazy<string?> Version = new(FindVersion);

    public ThriftCompilerFactAttribute()
    {
        if (Path() is null)
        {
            Skip = "the thrift compiler is not on PATH (apt-get install -y thrift-compiler; .ci/run installs it): the test that regenerates " +
                   "the Thrift twins needs it.";
        }
        else if (Version.Value != CommittedVersion)
        {
            Skip = $"thrift {Version.Value ?? "of unknown version"} is on PATH, but the committed Thrift twins come from {CommittedVersion}, " +
                   "whose output another version does not reproduce.";
        }
    }

    /// <summary>The first thrift on PATH, or null.</summary>
    public static string? Path() =>
        (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(System.IO.Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Select(d => System.IO.Path.Combine(d, "thrift"))
            .FirstOrDefault(File.Exists);

    /// <summary>"0.17.0" from "Thrift version 0.17.0".</summary>
    private static string? FindVersion()
    {
        var (exitCode, output, _) = ChildProcess.Run(Path()!, ["--version"], TimeSpan.FromSeconds(30));
        return exitCode == 0 ? output.Trim().Split(' ').LastOrDefault() : null;
    }
}
