namespace SerBench.Hosting.Builds;

/// <summary>
/// One <c>dotnet publish</c> the lab caches: a project, a runtime identifier, self-contained or not, and extra MSBuild
/// properties (PublishAot, PublishReadyToRun, TargetFramework…). <paramref name="Label"/> names the build in the cache
/// folder and in messages (e.g. "r2r", "nativeaot", "net8.0").
/// </summary>
/// <param name="Project">The .csproj to publish.</param>
/// <param name="Label">A short, file-name-safe name of this build (the runtime or mode).</param>
/// <param name="Rid">The runtime identifier, e.g. linux-x64.</param>
/// <param name="SelfContained">Whether the runtime is published with the app.</param>
/// <param name="Properties">Extra MSBuild properties, passed as -p:Name=Value in name order.</param>
public sealed record PublishRequest(string Project, string Label, string Rid, bool SelfContained, IReadOnlyDictionary<string, string> Properties)
{
    /// <summary>The dotnet command line (after "dotnet") that publishes this request into <paramref name="output"/>.</summary>
    public IReadOnlyList<string> Arguments(string output)
    {
        var arguments = new List<string> { "publish", Project, "-c", "Release", "-r", Rid, "--self-contained", SelfContained ? "true" : "false" };
        arguments.AddRange(Properties.OrderBy(p => p.Key, StringComparer.Ordinal).Select(p => $"-p:{p.Key}={p.Value}"));
        arguments.AddRange(["-o", output, "--nologo"]);
        return arguments;
    }

    /// <summary>The command as a user would type it, for notes and messages.</summary>
    public string Describe() =>
        string.Join(' ', new[] { "dotnet" }.Concat(Arguments("DIR").Take(Arguments("DIR").Count - 3)));
}
