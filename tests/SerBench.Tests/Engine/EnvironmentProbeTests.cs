using System.Collections;

namespace SerBench.Tests.Engine;

public sealed class EnvironmentProbeTests
{
    [Fact]
    public void Capture_describes_the_machine_and_runtime()
    {
        var environment = EnvironmentProbe.Capture([]);

        Assert.False(string.IsNullOrWhiteSpace(environment.Os));
        Assert.False(string.IsNullOrWhiteSpace(environment.Cpu));
        Assert.Equal(Environment.ProcessorCount, environment.LogicalCores);
        Assert.StartsWith(".NET", environment.Runtime);
        Assert.Matches("^(workstation|server)( concurrent)?$", environment.Gc);
        Assert.Equal("0.15.8", environment.BenchmarkDotNetVersion);
        Assert.Empty(environment.Libraries);
    }

    [Fact]
    public void Libraries_are_the_distinct_packages_and_versions_of_the_serializers()
    {
        var environment = EnvironmentProbe.Capture(
        [
            TestAdapters.Info("a") with { Package = "Lib.B", Version = "2.0.0" },
            TestAdapters.Info("b") with { Package = "Lib.A", Version = "1.0.0" },
            TestAdapters.Info("c") with { Package = "Lib.B", Version = "2.0.0" },
        ]);

        Assert.Equal(["Lib.A 1.0.0", "Lib.B 2.0.0"], environment.Libraries.Select(l => $"{l.Package} {l.Version}"));
    }

    [Fact]
    public void TieredPgo_is_on_by_default_on_dotnet_8_and_later_unless_switched_off()
    {
        var none = Knob(new Dictionary<string, string>(), new Dictionary<string, object>());

        Assert.True(EnvironmentProbe.TieredCompilationEnabled(none));
        Assert.Equal(Environment.Version.Major >= 8, EnvironmentProbe.TieredPgoEnabled(none));
    }

    [Theory]
    [InlineData("DOTNET_TieredPGO", "0", true, false)]
    [InlineData("COMPlus_TieredPGO", "0", true, false)]
    [InlineData("DOTNET_TieredPGO", "1", false, true)]
    [InlineData("DOTNET_TieredPGO", "a", false, true)]
    [InlineData("DOTNET_TieredPGO", "off", false, false)]
    [InlineData("DOTNET_TieredPGO", "off", true, true)]
    public void The_environment_variable_wins_over_runtimeconfig_as_in_the_runtime(string variable, string value, bool inConfig, bool expected)
    {
        var knob = Knob(new Dictionary<string, string> { [variable] = value }, new Dictionary<string, object> { ["System.Runtime.TieredPGO"] = inConfig });

        Assert.Equal(expected, EnvironmentProbe.TieredPgoEnabled(knob));
    }

    [Fact]
    public void The_DOTNET_prefix_wins_over_COMPlus()
    {
        var knob = Knob(new Dictionary<string, string> { ["DOTNET_TieredPGO"] = "1", ["COMPlus_TieredPGO"] = "0" }, new Dictionary<string, object>());

        Assert.True(EnvironmentProbe.TieredPgoEnabled(knob));
    }

    [Theory]
    [InlineData("true", true)]
    [InlineData("false", false)]
    [InlineData("maybe", false)]
    public void Runtimeconfig_decides_when_no_variable_is_set(string inConfig, bool expected)
    {
        var knob = Knob(new Dictionary<string, string>(), new Dictionary<string, object> { ["System.Runtime.TieredPGO"] = inConfig });

        Assert.Equal(expected, EnvironmentProbe.TieredPgoEnabled(knob));
    }

    [Fact]
    public void Without_tiered_compilation_there_is_no_dynamic_pgo()
    {
        var knob = Knob(new Dictionary<string, string> { ["DOTNET_TieredCompilation"] = "0" }, new Dictionary<string, object> { ["System.Runtime.TieredPGO"] = true });

        Assert.False(EnvironmentProbe.TieredCompilationEnabled(knob));
        Assert.False(EnvironmentProbe.TieredPgoEnabled(knob));
    }

    private static RuntimeKnob Knob(Dictionary<string, string> environment, Dictionary<string, object> config) =>
        new(name => environment.GetValueOrDefault(name), property => config.GetValueOrDefault(property));

    [Fact]
    public void Runtime_variables_are_the_DOTNET_and_COMPlus_settings_sorted_without_the_sdks_own()
    {
        var environment = new Hashtable
        {
            ["DOTNET_gcServer"] = "1",
            ["COMPlus_TieredPGO"] = "0",
            ["DOTNET_TC_CallCountingDelayMs"] = "0",
            ["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1",
            ["DOTNET_NOLOGO"] = "1",
            ["DOTNET_ROOT"] = "/usr/share/dotnet",
            ["DOTNET_"] = "x",
            ["PATH"] = "/usr/bin",
            ["SERBENCH_BDN_LOG"] = "log.txt",
        };

        var variables = RuntimeVariables.From(environment);

        Assert.Equal(["COMPlus_TieredPGO", "DOTNET_TC_CallCountingDelayMs", "DOTNET_gcServer"], variables.Keys);
        Assert.Equal("COMPlus_TieredPGO=0, DOTNET_TC_CallCountingDelayMs=0, DOTNET_gcServer=1", RuntimeVariables.Describe(variables));
        Assert.Equal("none", RuntimeVariables.Describe(new Dictionary<string, string>()));
        Assert.Equal("not recorded", RuntimeVariables.Describe(null));
    }

    [Fact]
    public void Capture_records_this_process_runtime_variables()
    {
        var environment = EnvironmentProbe.Capture([]);

        Assert.Equal(RuntimeVariables.Current(), environment.RuntimeVariables);
    }

    [Fact]
    public void The_last_level_cache_is_the_largest_level_where_sysfs_tells_it()
    {
        var root = Directory.CreateTempSubdirectory("serbench-cache-");
        try
        {
            WriteIndex(root.FullName, "index0", "1", "48K");
            WriteIndex(root.FullName, "index2", "2", "1024K");
            WriteIndex(root.FullName, "index3", "3", "32768K");

            Assert.Equal(32L * 1024 * 1024, LastLevelCache.Bytes(root.FullName));
            Assert.Null(LastLevelCache.Bytes(Path.Combine(root.FullName, "absent")));
        }
        finally
        {
            root.Delete(recursive: true);
        }
    }

    [Theory]
    [InlineData("32768K", 33_554_432L)]
    [InlineData("1M", 1_048_576L)]
    [InlineData("512", 512L)]
    [InlineData("", null)]
    [InlineData("lots", null)]
    public void Sysfs_cache_sizes_parse(string text, long? expected) => Assert.Equal(expected, LastLevelCache.ParseSize(text));

    private static void WriteIndex(string root, string name, string level, string size)
    {
        var directory = Directory.CreateDirectory(Path.Combine(root, name));
        File.WriteAllText(Path.Combine(directory.FullName, "level"), level + "\n");
        File.WriteAllText(Path.Combine(directory.FullName, "size"), size + "\n");
    }
}
