using System.Text.Json;
using SerBench.Catalog;
using SerBench.Labs.Robustness;
using SerBench.Serializers;
using SerBench.Tests.Library;

namespace SerBench.Tests.Docs;

/// <summary>
/// docs/extending.md's worked examples are real: its serializer row, compiled from the page, is found as a row and
/// passes the contract suite; its lab, put into a copy of src/SerBench as the page says (its files and one line in
/// LabRegistry), builds as CI builds and runs.
/// </summary>
public sealed class ExtendingExamplesTests : IDisposable
{
    private static readonly TimeSpan BuildLimit = TimeSpan.FromMinutes(6);
    private readonly string _root = Directory.CreateTempSubdirectory("serbench-extending-").FullName;

    public void Dispose() => Directory.Delete(_root, recursive: true);

    [Fact]
    public void The_serializer_example_is_found_as_a_row_and_passes_the_contract_suite()
    {
        var page = ExtendingPage.Read();
        var contract = "using SerBench.TestKit;\nusing SerBench.Serializers.SystemTextJson;\n\nnamespace SerBench.Examples;\n\n" + page.Contract;

        var assembly = ExampleCompiler.Compile(page.File("src/SerBench.Serializers/SystemTextJson/StjWebAdapter.cs"), contract);

        var adapter = Assert.Single(AdapterDiscovery.FromAssembly(assembly));
        Assert.Equal("stj-web", adapter.Info.Id);
        var outcome = ContractSuite.Run(assembly.GetTypes().Single(t => t.Name == "StjWebContract"));
        Assert.True(outcome.Failures.Count == 0, string.Join("\n", outcome.Failures));
        Assert.True(outcome.Passed >= 10, $"only {outcome.Passed} contract checks ran");
    }

    [Fact]
    public void The_lab_example_is_one_folder_and_one_line_and_builds_and_runs()
    {
        var page = ExtendingPage.Read();
        var copy = Path.Combine(_root, "repo");
        CopyTree("src/SerBench", copy);
        CopyTree("src/SerBench.Cli", copy);
        CopyTree("docs/reference", copy);
        foreach (var file in new[] { "Directory.Build.props", "Directory.Packages.props", "global.json", ".editorconfig" })
        {
            File.Copy(Path.Combine(ExtendingPage.Root, file), Path.Combine(copy, file));
        }

        var files = page.FilesUnder("src/SerBench/Labs/");
        Assert.All(files.Keys, path => Assert.StartsWith("src/SerBench/Labs/Sizes/", path, StringComparison.Ordinal));
        foreach (var (path, text) in files)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(Path.Combine(copy, path))!);
            File.WriteAllText(Path.Combine(copy, path), text);
        }

        Register(Path.Combine(copy, "src", "SerBench", "Labs", "LabRegistry.cs"), page.Registry);
        PointReferencesAtTheBuiltProjects(Path.Combine(copy, "src", "SerBench", "SerBench.csproj"));
        Build(Path.Combine(copy, "src", "SerBench", "SerBench.csproj"));
        Build(Path.Combine(copy, "src", "SerBench.Cli", "SerBench.Cli.csproj"));

        var folder = Path.Combine(_root, "sizes");
        var cli = Path.Combine(copy, "src", "SerBench.Cli", "bin", Configuration(), "net10.0", "SerBench.Cli.dll");
        var (exit, output, error) = ChildProcess.Run(ChildProcess.Dotnet(), [cli, "sizes", "--serializers", "stj,protobuf", "--payloads", "tiny,customers", "--out", folder], BuildLimit, _root);

        Assert.True(exit == 0, $"exit {exit}: {error}{output}");
        using var run = JsonDocument.Parse(File.ReadAllText(Path.Combine(folder, RunFileStore.FileName)));
        var rows = run.RootElement.GetProperty("sizes").GetProperty("rows").EnumerateArray()
            .Select(r => $"{r.GetProperty("serializer").GetString()},{r.GetProperty("payload").GetString()},{r.GetProperty("bytes").GetInt64()}")
            .ToList();
        Assert.Equal(Expected(["stj", "protobuf"], ["tiny", "customers"]), rows);
        Assert.Equal(["serializer,payload,bytes,reason", .. rows.Select(r => r + ",")], File.ReadAllLines(Path.Combine(folder, "sizes.csv")));
        Assert.Contains("## Sizes", File.ReadAllText(Path.Combine(folder, "report.md")), StringComparison.Ordinal);
        Assert.Contains("Results: " + folder, output, StringComparison.Ordinal);
    }

    /// <summary>What each row writes for each payload at its default size, serialized here in the test's own process.</summary>
    private static List<string> Expected(string[] serializers, string[] payloads)
    {
        var installed = BuiltInSerializers.Installed();
        return [.. from id in serializers
                   from payload in payloads
                   let adapter = installed.Single(a => a.Info.Id == id)
                   let descriptor = BuiltInPayloads.All.Single(p => p.Id == payload)
                   select $"{id},{payload},{descriptor.Accept(new ValidBytes(adapter, descriptor.DefaultSize)).Length}"];
    }

    private static void Register(string registry, string line)
    {
        var lines = File.ReadAllLines(registry).ToList();
        var end = lines.FindLastIndex(l => l.Trim() == "];");
        Assert.True(end > 0, "LabRegistry.All has no closing '];'.");
        lines.InsertRange(end, line.TrimEnd('\n').Split('\n'));
        File.WriteAllLines(registry, lines);
    }

    /// <summary>The copy builds against the projects the tests were built from, which it does not build again.</summary>
    private static void PointReferencesAtTheBuiltProjects(string project)
    {
        var text = File.ReadAllText(project);
        foreach (var name in new[] { "SerBench.Core", "SerBench.Serializers", "SerBench.Http" })
        {
            text = text.Replace($@"..\{name}\{name}.csproj", Path.Combine(ExtendingPage.Root, "src", name, name + ".csproj"), StringComparison.Ordinal);
        }

        File.WriteAllText(project, text);
    }

    private void Build(string project)
    {
        var (exit, output, error) = ChildProcess.Run(
            ChildProcess.Dotnet(),
            ["build", project, "-c", Configuration(), "-p:SerBenchAnalyzers=true", "-p:BuildProjectReferences=false", "-nodeReuse:false"],
            BuildLimit,
            _root);
        Assert.True(exit == 0, $"dotnet build {Path.GetFileName(project)} failed ({exit}):\n{output}{error}");
    }

    private static void CopyTree(string relative, string destination)
    {
        var source = Path.Combine(ExtendingPage.Root, relative);
        foreach (var file in Directory.EnumerateFiles(source, "*", SearchOption.AllDirectories))
        {
            var rest = Path.GetRelativePath(source, file);
            if (rest.Split(Path.DirectorySeparatorChar)[0] is "bin" or "obj")
            {
                continue;
            }

            var target = Path.Combine(destination, relative, rest);
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            File.Copy(file, target);
        }
    }

    /// <summary>Release or Debug: the configuration these tests, and so the referenced projects, were built in.</summary>
    private static string Configuration() =>
        new DirectoryInfo(Path.TrimEndingDirectorySeparator(AppContext.BaseDirectory)).Parent?.Name ?? throw new InvalidOperationException($"No configuration folder above {AppContext.BaseDirectory}.");
}
