using SerBench.Tests.Library;

namespace SerBench.Tests.Roster;

/// <summary>
/// A fact that needs flatc 25.2.10, the compiler the committed FlatBuffers twins came from, named by the FLATC
/// environment variable (tools/generate-flatbuffers.sh reads the same); skipped, saying so, where FLATC is unset or
/// names another version. Debian offers flatc 2.0.8 only, so CI skips it.
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class FlatcFactAttribute : FactAttribute
{
    public const string CommittedVersion = "25.2.10";

    public FlatcFactAttribute()
    {
        var flatc = Environment.GetEnvironmentVariable("FLATC");
        if (string.IsNullOrEmpty(flatc) || !File.Exists(flatc))
        {
            Skip = $"FLATC does not name a flatc {CommittedVersion} (build it from its source, as tools/generate-flatbuffers.sh says): the test that regenerates the FlatBuffers twins needs it.";
            return;
        }

        var (exitCode, output, _) = ChildProcess.Run(flatc, ["--version"], TimeSpan.FromSeconds(30));
        var version = exitCode == 0 ? output.Trim().Split(' ').LastOrDefault() : null;
        if (version != CommittedVersion)
        {
            Skip = $"FLATC names flatc {version ?? "of unknown version"}, but the committed FlatBuffers twins come from {CommittedVersion}, whose output another version does not reproduce.";
        }
    }
}
