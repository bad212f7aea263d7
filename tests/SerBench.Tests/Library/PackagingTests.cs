using System.IO.Compression;
using System.Reflection;

namespace SerBench.Tests.Library;

/// <summary>
/// `dotnet pack` gives the library packages and the SerBench.Tool package; the tool installs from the packed
/// file into a temporary tool path and runs. Packs the outputs the tests were built with (--no-build), and
/// installs with a NuGet.Config that holds only the packed folder, so nothing leaves the machine.
/// </summary>
public sealed class PackagingTests : IDisposable
{
    private const string Version = "0.1.0-packtest";
    private static readonly TimeSpan Limit = TimeSpan.FromMinutes(5);
    private static readonly string[] Projects = ["SerBench.Core", "SerBench.Serializers", "SerBench", "SerBench.TestKit", "SerBench.Cli"];
    private readonly string _root = Directory.CreateTempSubdirectory("serbench-pack-").FullName;

    [Fact]
    public void Pack_gives_the_library_packages_and_a_tool_that_installs_and_runs()
    {
        var packages = Path.Combine(_root, "nupkgs");
        Pack(packages);

        foreach (var id in new[] { "SerBench", "SerBench.Core", "SerBench.Serializers", "SerBench.TestKit", "SerBench.Tool" })
        {
            Assert.True(File.Exists(Path.Combine(packages, $"{id}.{Version}.nupkg")), $"{id}.{Version}.nupkg was not packed: {string.Join(", ", Directory.GetFiles(packages).Select(Path.GetFileName))}");
        }

        var nuspec = Entry(Path.Combine(packages, $"SerBench.{Version}.nupkg"), "SerBench.nuspec");
        Assert.Contains($"<dependency id=\"SerBench.Core\" version=\"{Version}\"", nuspec);
        Assert.Contains($"<dependency id=\"SerBench.Serializers\" version=\"{Version}\"", nuspec);

        var tools = Path.Combine(_root, "tools");
        var config = WriteNuGetConfig(packages);
        var install = ChildProcess.Run(ChildProcess.Dotnet(),
            ["tool", "install", "SerBench.Tool", "--tool-path", tools, "--add-source", packages, "--version", Version, "--configfile", config],
            Limit, _root, new Dictionary<string, string> { ["NUGET_PACKAGES"] = Path.Combine(_root, "nuget-cache") });
        Assert.True(install.ExitCode == 0, $"dotnet tool install failed ({install.ExitCode}): {install.Error}{install.Output}");

        var serbench = Path.Combine(tools, OperatingSystem.IsWindows() ? "serbench.exe" : "serbench");
        var list = ChildProcess.Run(serbench, ["list"], Limit, _root);
        Assert.True(list.ExitCode == 0, $"serbench list failed ({list.ExitCode}): {list.Error}");
        Assert.Contains("Serializers (", list.Output);
        Assert.Contains("stj-sourcegen", list.Output);
        Assert.Contains("grainstate", list.Output);
    }

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private void Pack(string output)
    {
        var repo = RepositoryRoot();
        var configuration = typeof(PackagingTests).Assembly.GetCustomAttribute<AssemblyConfigurationAttribute>()?.Configuration ?? "Release";
        var projects = string.Join(';', Projects.Select(p => Path.Combine(repo, "src", p, $"{p}.csproj")));
        var traversal = Path.Combine(_root, "pack.proj");
        File.WriteAllText(traversal, $"""
            <Project>
              <Target Name="Pack">
                <MSBuild Projects="{projects}" Targets="Pack" BuildInParallel="true"
                         Properties="Configuration={configuration};NoBuild=true;PackageOutputPath={output};PackageVersion={Version}" />
              </Target>
            </Project>
            """);
        var (exit, stdout, stderr) = ChildProcess.Run(ChildProcess.Dotnet(), ["msbuild", traversal, "-t:Pack", "-nologo", "-v:m", "-m"], Limit, _root);
        Assert.True(exit == 0, $"pack failed ({exit}): {stdout}{stderr}");
    }

    private string WriteNuGetConfig(string packages)
    {
        var path = Path.Combine(_root, "nuget.config");
        File.WriteAllText(path, $"""
            <?xml version="1.0" encoding="utf-8"?>
            <configuration>
              <packageSources>
                <clear />
                <add key="packed" value="{packages}" />
              </packageSources>
            </configuration>
            """);
        return path;
    }

    private static string Entry(string package, string name)
    {
        using var zip = ZipFile.OpenRead(package);
        using var reader = new StreamReader(zip.GetEntry(name)!.Open());
        return reader.ReadToEnd();
    }

    private static string RepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "SerBench.slnx")))
            {
                return dir.FullName;
            }
        }

        throw new InvalidOperationException($"No SerBench.slnx above {AppContext.BaseDirectory}; the packaging test runs from the repository's build output.");
    }
}
