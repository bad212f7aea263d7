using System.Text.RegularExpressions;
using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Labs.Http;
using SerBench.Labs.Shared;
using SerBench.Output;
using SerBench.Serializers;
using YamlDotNet.Serialization;

namespace SerBench.Tests.Labs.Http;

/// <summary>
/// crank is not held by this machine's package source, so its configs are checked here instead of run: every
/// file parses, every project path exists, every argument is one the CLI takes, every writer is served.
/// </summary>
public sealed partial class CrankConfigTests
{
    private static readonly Dictionary<string, string> ImportedJobs = new()
    {
        ["wrk"] = "Microsoft.Crank.Jobs.Wrk/wrk.yml",
        ["bombardier"] = "Microsoft.Crank.Jobs.Bombardier/bombardier.yml",
    };

    private readonly LabCatalog _catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);

    public static TheoryData<string> ConfigFiles()
    {
        var data = new TheoryData<string>();
        foreach (var file in Directory.GetFiles(Folder(), "*.yml").Order(StringComparer.Ordinal))
        {
            data.Add(Path.GetFileName(file));
        }

        return data;
    }

    [Fact]
    public void There_is_a_benchmarks_and_a_loadtests_config()
    {
        var files = Directory.GetFiles(Folder(), "*.yml").Select(Path.GetFileName).ToList();
        Assert.Contains("serbench-http.benchmarks.yml", files);
        Assert.Contains("serbench-http.loadtests.yml", files);
    }

    [Theory]
    [MemberData(nameof(ConfigFiles))]
    public void Every_project_path_argument_job_and_writer_exists(string file)
    {
        var config = Load(file);
        var variables = Map(config, "variables");
        var jobs = Map(config, "jobs");
        Assert.NotEmpty(jobs);
        var imports = ((List<object>)config["imports"]).Cast<string>().ToList();
        var served = new Dictionary<string, IReadOnlyList<string>>();
        foreach (var (name, value) in jobs)
        {
            var job = (Dictionary<object, object>)value;
            var source = Map(job, "source");
            var project = Path.GetFullPath(Path.Combine(Folder(), (string)source["localFolder"], (string)source["project"]));
            Assert.True(File.Exists(project), $"{file}: job {name}: project {project} does not exist");
            Assert.Equal(HttpServerCommand.ListeningPrefix.Trim(), (string)job["readyStateText"]);
            served[(string)name] = CheckArguments(file, (string)name, Resolve((string)job["arguments"], variables));
        }

        var scenarios = Map(config, "scenarios");
        Assert.NotEmpty(scenarios);
        foreach (var (name, value) in scenarios)
        {
            var scenario = (Dictionary<object, object>)value;
            var application = (string)Map(scenario, "application")["job"];
            Assert.True(served.ContainsKey(application), $"{file}: scenario {name}: application job '{application}' is not a job of the file");
            var load = Map(scenario, "load");
            var loadJob = (string)load["job"];
            Assert.True(ImportedJobs.TryGetValue(loadJob, out var import) && imports.Any(i => i.Contains(import, StringComparison.Ordinal)),
                $"{file}: scenario {name}: load job '{loadJob}' is not imported ({string.Join(", ", imports)})");
            var path = Resolve((string)Map(load, "variables")["path"], variables);
            var match = CustomersPath().Match(path);
            Assert.True(match.Success, $"{file}: scenario {name}: path '{path}' is not /customers/{{writer}}?count=N");
            Assert.Contains(match.Groups["writer"].Value, served[application]);
            Assert.Null(Http.CustomerCountProbe(match.Groups["count"].Value));
        }
    }

    [Fact]
    public void The_benchmarks_config_has_a_scenario_for_every_writer()
    {
        var scenarios = Map(Load("serbench-http.benchmarks.yml"), "scenarios").Keys.Cast<string>().ToList();
        Assert.Equal(HttpRequestBuilder.DefaultWriters(_catalog).Order(StringComparer.Ordinal), scenarios.Order(StringComparer.Ordinal));
    }

    /// <summary>Checks the job's command line against the real CLI; returns the writers the server will serve.</summary>
    private IReadOnlyList<string> CheckArguments(string file, string job, string arguments)
    {
        var tokens = arguments.Split(' ', StringSplitOptions.RemoveEmptyEntries);
        Assert.Equal(HttpServerCommand.Name, tokens[0]);
        var help = new StringWriter();
        var services = new LabServices { Catalog = _catalog, Sink = new WriterConsoleSink(help, new StringWriter()) };
        Assert.Equal(ExitCodes.Success, CliApplication.Run([tokens[0], "--help"], services));
        var writers = HttpRequestBuilder.DefaultWriters(_catalog);
        for (var i = 1; i < tokens.Length; i += 2)
        {
            Assert.True(tokens[i].StartsWith("--", StringComparison.Ordinal) && help.ToString().Contains(tokens[i], StringComparison.Ordinal),
                $"{file}: job {job}: '{tokens[i]}' is not an option of serbench {tokens[0]}");
            Assert.True(i + 1 < tokens.Length, $"{file}: job {job}: {tokens[i]} has no value");
            var errors = new List<string>();
            switch (tokens[i])
            {
                case "--host":
                    Endpoint.ParseHost(tokens[i + 1], errors);
                    break;
                case "--port":
                    Endpoint.ParsePort(tokens[i + 1], 0, errors);
                    break;
                case "--serializers":
                    writers = HttpRequestBuilder.ResolveWriterIds(_catalog, tokens[i + 1], errors, allowRaw: true);
                    break;
            }

            Assert.True(errors.Count == 0, $"{file}: job {job}: {string.Join(" ", errors)}");
        }

        return writers;
    }

    private static string Resolve(string template, Dictionary<object, object> variables) =>
        Variable().Replace(template, m => variables.TryGetValue(m.Groups[1].Value, out var v) ? Convert.ToString(v, System.Globalization.CultureInfo.InvariantCulture)! : m.Value);

    private static Dictionary<object, object> Load(string file) =>
        new DeserializerBuilder().Build().Deserialize<Dictionary<object, object>>(File.ReadAllText(Path.Combine(Folder(), file)));

    private static Dictionary<object, object> Map(Dictionary<object, object> parent, string key) =>
        parent.TryGetValue(key, out var value) && value is Dictionary<object, object> map ? map : throw new Xunit.Sdk.XunitException($"'{key}' is missing or not a mapping");

    private static string Folder() => Path.Combine(HttpReportTests.RepoRoot(), "benchmarks", "crank");

    [GeneratedRegex(@"\{\{\s*(\w+)\s*\}\}")]
    private static partial Regex Variable();

    [GeneratedRegex(@"^/customers/(?<writer>[a-z0-9-]+)\?count=(?<count>\d+)$")]
    private static partial Regex CustomersPath();

    private static class Http
    {
        public static string? CustomerCountProbe(string count) => SerBench.Http.CustomerCount.Parse(count, out _);
    }
}
