using SerBench.Tests.Reports;
using static SerBench.Tests.Cli.CompareCommandTests;

namespace SerBench.Tests.Cli;

/// <summary>`compare`'s setup differences: what differs between two runs besides the code, listed before the numbers.</summary>
public sealed class CompareSetupDifferencesTests
{
    [Fact]
    public void Setup_differences_come_before_the_numbers()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Preset = "full", Environment = run.Environment with { Cpu = "Other CPU", Runtime = ".NET 10.0.13" } });

        Assert.Equal(0, cli.Run("compare", "a", "b"));
        var output = cli.Out;
        Assert.True(output.IndexOf("CPU: Test CPU @ 3.00GHz → Other CPU", StringComparison.Ordinal) is >= 0 and var cpu && cpu < output.IndexOf("cells compared", StringComparison.Ordinal));
        Assert.Contains("Preset: quick → full", output);
        var md = File.ReadAllText(cli.PathOf("b/compare.md"));
        Assert.True(md.IndexOf("## Setup differences", StringComparison.Ordinal) < md.IndexOf("## Summary", StringComparison.Ordinal));
        Assert.Contains("| Runtime | .NET 10.0.12 | .NET 10.0.13 |", md);
    }

    [Fact]
    public void A_library_version_is_a_setup_difference_only_where_both_runs_loaded_the_library()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run with { Environment = run.Environment with { Libraries = [new("Newtonsoft.Json", "13.0.4"), new("MemoryPack", "1.21.4")] } });
        Write(cli, "b", run with { Environment = run.Environment with { Libraries = [new("Newtonsoft.Json", "13.0.3")] } });

        cli.Run("compare", "a", "b");

        Assert.Contains("Newtonsoft.Json: 13.0.4 → 13.0.3", cli.Out, StringComparison.Ordinal);
        Assert.DoesNotContain("MemoryPack", cli.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void Runs_measured_in_different_numbers_of_rounds_differ_in_their_preset_settings()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run with { PresetSettings = run.PresetSettings! with { Rounds = 2 } });
        Write(cli, "b", run with { PresetSettings = run.PresetSettings! with { Rounds = 4 } });

        cli.Run("compare", "a", "b");

        Assert.Contains("unroll auto, rounds 2 → ", cli.Out, StringComparison.Ordinal);
        Assert.Contains("unroll auto, rounds 4", cli.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void A_version_recorded_with_its_commit_hash_is_the_same_version_as_its_short_form()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run with { Environment = run.Environment with { Libraries = [new("Microsoft.Orleans.Serialization", "10.4.2. Commit Hash: 876ffe0338e41bc6339e85ee5696dbee6cf9a4c4")] } });
        Write(cli, "b", run with { Environment = run.Environment with { Libraries = [new("Microsoft.Orleans.Serialization", "10.4.2")] } });
        Write(cli, "c", run with { Environment = run.Environment with { Libraries = [new("Microsoft.Orleans.Serialization", "10.4.3")] } });

        cli.Run("compare", "a", "b");
        Assert.DoesNotContain("Microsoft.Orleans.Serialization", cli.Out, StringComparison.Ordinal);

        cli.Run("compare", "a", "c");
        Assert.Contains("Microsoft.Orleans.Serialization: 10.4.2 → 10.4.3", cli.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void A_runtime_variable_set_in_one_run_only_is_a_setup_difference_and_older_runs_compare_none()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run with { Environment = run.Environment with { RuntimeVariables = new Dictionary<string, string> { ["DOTNET_gcServer"] = "1" } } });
        Write(cli, "b", run with { Environment = run.Environment with { RuntimeVariables = new Dictionary<string, string> { ["DOTNET_TieredPGO"] = "0" } } });

        cli.Run("compare", "a", "b");

        Assert.Contains("DOTNET_gcServer: 1 → not set", cli.Out, StringComparison.Ordinal);
        Assert.Contains("DOTNET_TieredPGO: not set → 0", cli.Out, StringComparison.Ordinal);

        using var older = new CliHarness();
        Write(older, "old", run with { Environment = run.Environment with { RuntimeVariables = null } });
        Write(older, "b", run with { Environment = run.Environment with { RuntimeVariables = new Dictionary<string, string> { ["DOTNET_TieredPGO"] = "0" } } });

        older.Run("compare", "old", "b");

        Assert.Contains("cells compared", older.Out, StringComparison.Ordinal);
        Assert.DoesNotContain("DOTNET_TieredPGO", older.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_written_to_a_file_against_one_written_to_memory_is_a_setup_difference()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Measurement = new SerBench.RunFiles.MeasurementRecord { Isolation = SerBench.RunFiles.Isolations.Process, Sink = SerBench.Engine.Sinks.File } });

        cli.Run("compare", "a", "b");

        Assert.Contains("Serialize sink: memory → file", cli.Out);
    }

    [Fact]
    public void Zstd_sizes_from_another_zstd_are_a_setup_difference_and_older_runs_name_the_machines_libzstd()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run() with { Zstd = null };
        Write(cli, "a", run);
        Write(cli, "b", run with { Zstd = SerBench.Engine.Compression.Zstd });
        Write(cli, "c", run);

        cli.Run("compare", "a", "b");
        Assert.Contains($"zstd (compressed sizes): the machine's libzstd (version not recorded) → {SerBench.Engine.Compression.Zstd}", cli.Out);

        cli.Run("compare", "a", "c");
        Assert.DoesNotContain("zstd (compressed sizes)", File.ReadAllText(cli.PathOf("c/compare.md")));
    }
}
