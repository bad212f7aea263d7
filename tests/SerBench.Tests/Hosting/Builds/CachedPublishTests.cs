using SerBench.Hosting.Builds;
using SerBench.Labs.Startup;

namespace SerBench.Tests.Hosting.Builds;

public sealed class CachedPublishTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("serbench-publish-").FullName;
    private readonly string _sources;
    private readonly string _cache;

    public CachedPublishTests()
    {
        _sources = Path.Combine(_root, "tree");
        _cache = Path.Combine(_root, "cache");
        Directory.CreateDirectory(Path.Combine(_sources, "src", "App"));
        File.WriteAllText(Path.Combine(_sources, "src", "App", "App.csproj"), "<Project />");
        File.WriteAllText(Path.Combine(_sources, "src", "App", "Program.cs"), "return 0;");
    }

    private string Project => Path.Combine(_sources, "src", "App", "App.csproj");

    private PublishRequest Request(string label = "nativeaot", string aot = "true") =>
        new(Project, label, "linux-x64", SelfContained: true, new Dictionary<string, string> { ["PublishAot"] = aot });

    [Fact]
    public void The_first_use_publishes_and_says_how_long_it_took_and_the_second_reuses_it()
    {
        var runner = new FakePublishRunner();
        var publish = new CachedPublish(_cache, _sources, runner);
        var progress = new StringWriter();

        var first = publish.Ensure(Request(), progress);
        var second = publish.Ensure(Request(), progress);

        Assert.Single(runner.Calls);
        Assert.True(first.Succeeded);
        Assert.False(first.Reused);
        Assert.NotNull(first.Took);
        Assert.True(second.Reused);
        Assert.Null(second.Took);
        Assert.Equal(first.Folder, second.Folder);
        Assert.Contains("Building the nativeaot build once into", progress.ToString(), StringComparison.Ordinal);
        Assert.Matches(@"The nativeaot build finished after \d+ s\.", progress.ToString());
        Assert.Contains("reused from", second.Note, StringComparison.Ordinal);
        Assert.Equal("Build succeeded.\n", second.ReadLog());
    }

    [Fact]
    public void The_command_line_carries_the_rid_self_contained_and_every_property_in_name_order()
    {
        var runner = new FakePublishRunner();
        var request = Request() with { Properties = new Dictionary<string, string> { ["TargetFramework"] = "net8.0", ["PublishAot"] = "true" } };

        var result = new CachedPublish(_cache, _sources, runner).Ensure(request, TextWriter.Null);

        Assert.Equal(
            ["publish", Project, "-c", "Release", "-r", "linux-x64", "--self-contained", "true", "-p:PublishAot=true", "-p:TargetFramework=net8.0", "-o", result.Folder!, "--nologo"],
            runner.Calls.Single());
    }

    [Fact]
    public void A_changed_source_file_publishes_again_into_a_new_folder()
    {
        var runner = new FakePublishRunner();
        var publish = new CachedPublish(_cache, _sources, runner);
        var first = publish.Ensure(Request(), TextWriter.Null);

        File.AppendAllText(Path.Combine(_sources, "src", "App", "Program.cs"), "\n// changed");
        var second = publish.Ensure(Request(), TextWriter.Null);

        Assert.Equal(2, runner.Calls.Count);
        Assert.NotEqual(first.Folder, second.Folder);
        Assert.False(second.Reused);
    }

    [Fact]
    public void Build_output_under_obj_and_bin_does_not_change_the_key()
    {
        var before = SourceTree.Key(_sources);
        Directory.CreateDirectory(Path.Combine(_sources, "src", "App", "obj"));
        File.WriteAllText(Path.Combine(_sources, "src", "App", "obj", "project.assets.json"), "{}");

        Assert.Equal(before, SourceTree.Key(_sources));
    }

    [Fact]
    public void Labels_and_properties_each_have_their_own_folder()
    {
        var runner = new FakePublishRunner();
        var publish = new CachedPublish(_cache, _sources, runner);

        var folders = new[] { Request("nativeaot"), Request("net8.0"), Request("nativeaot", aot: "false") }
            .Select(r => publish.Ensure(r, TextWriter.Null).Folder)
            .ToList();

        Assert.Equal(3, runner.Calls.Count);
        Assert.Equal(3, folders.Distinct().Count());
        Assert.StartsWith(Path.Combine(_cache, "net8.0-linux-x64-"), folders[1], StringComparison.Ordinal);
    }

    [Fact]
    public void A_failed_publish_gives_its_first_error_and_the_log_and_is_tried_again_next_time()
    {
        const string log = "Restoring...\n/src/App/Program.cs(1,1): error CS1002: ; expected [/src/App/App.csproj]\n";
        var runner = new FakePublishRunner(exitCode: 1, output: log);
        var publish = new CachedPublish(_cache, _sources, runner);

        var result = publish.Ensure(Request(), TextWriter.Null);
        _ = publish.Ensure(Request(), TextWriter.Null);

        Assert.False(result.Succeeded);
        Assert.Contains("failed with exit code 1: /src/App/Program.cs(1,1): error CS1002", result.Note, StringComparison.Ordinal);
        Assert.Contains(result.LogPath, result.Note, StringComparison.Ordinal);
        Assert.Equal(log, File.ReadAllText(result.LogPath));
        Assert.Equal(2, runner.Calls.Count);
    }

    [Fact]
    public void A_publish_stopped_at_its_time_limit_says_so()
    {
        var result = new CachedPublish(_cache, _sources, new FakePublishRunner(exitCode: -1, timedOut: true)) { Timeout = TimeSpan.FromMinutes(3) }
            .Ensure(Request(), TextWriter.Null);

        Assert.False(result.Succeeded);
        Assert.Contains("did not finish within 3 minutes", result.Note, StringComparison.Ordinal);
    }

    [Fact]
    public void The_ready_to_run_build_goes_through_the_cache_with_its_own_properties()
    {
        var runner = new FakePublishRunner();
        var build = new ReadyToRunBuild(Project, _cache, runner);

        var (folder, note) = build.Ensure(TextWriter.Null);
        var (again, reusedNote) = build.Ensure(TextWriter.Null);

        var call = Assert.Single(runner.Calls);
        Assert.Contains("-p:PublishReadyToRun=true", call);
        Assert.Equal("false", call[call.ToList().IndexOf("--self-contained") + 1]);
        Assert.NotNull(folder);
        Assert.Equal(folder, again);
        Assert.StartsWith("ReadyToRun build published into", note, StringComparison.Ordinal);
        Assert.StartsWith("ReadyToRun build reused from", reusedNote, StringComparison.Ordinal);
    }

    public void Dispose() => Directory.Delete(_root, recursive: true);
}
