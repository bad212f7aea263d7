using System.Globalization;
using SerBench.Engine;
using SerBench.Reports;
using SerBench.RunFiles;

namespace SerBench.Tests.Reports;

public sealed class MarkdownReportTests
{
    private readonly string _md = MarkdownReport.Render(ReportFixture.Run());

    [Fact]
    public void The_summary_then_environment_and_preset_come_first()
    {
        Assert.StartsWith("# SerBench run of 2026-11-21 09:30:15 UTC\n\n## Summary\n", _md);
        Assert.True(_md.IndexOf("## Summary", StringComparison.Ordinal) < _md.IndexOf("## Environment", StringComparison.Ordinal));
        Assert.Contains("| CPU | Test CPU @ 3.00GHz |", _md);
        Assert.Contains("| Newtonsoft.Json | 13.0.4 |", _md);
        Assert.Contains("| Command | `serbench run --payloads complex,customers` |", _md);
        Assert.Contains("## Preset `quick`", _md);
        Assert.Contains("| Measured iterations | 12 |", _md);
        Assert.Contains("| Iteration time | 40.0 ms |", _md);
        Assert.True(_md.IndexOf("## Preset", StringComparison.Ordinal) < _md.IndexOf("## Payload", StringComparison.Ordinal));
        Assert.DoesNotContain("Partial run", _md);
    }

    [Theory]
    [InlineData("echo")]
    [InlineData("http")]
    [InlineData("startup")]
    public void A_lab_without_a_micro_preset_gets_no_empty_preset_heading(string lab)
    {
        var run = ReportFixture.Run() with { Preset = lab, PresetSettings = null };

        Assert.DoesNotContain("## Preset", MarkdownReport.Render(run), StringComparison.Ordinal);
        Assert.DoesNotContain("<h3>Preset", SerBench.Reports.Html.HtmlReport.Render(run), StringComparison.Ordinal);
        Assert.Contains("<h2>Environment</h2>", SerBench.Reports.Html.HtmlReport.Render(run), StringComparison.Ordinal);
        Assert.Contains("<h2>Environment and preset</h2>", SerBench.Reports.Html.HtmlReport.Render(ReportFixture.Run()), StringComparison.Ordinal);
        Assert.Contains("<h3>Preset quick</h3>", SerBench.Reports.Html.HtmlReport.Render(ReportFixture.Run()), StringComparison.Ordinal);
        Assert.Contains("## Preset `dry`", MarkdownReport.Render(run with { Preset = "dry" }), StringComparison.Ordinal);
    }

    [Fact]
    public void The_payload_tables_legend_comes_only_with_payload_tables()
    {
        var run = ReportFixture.Run();

        Assert.Contains("## Legend", _md, StringComparison.Ordinal);
        Assert.DoesNotContain("## Legend", MarkdownReport.Render(run with { Preset = "echo", PresetSettings = null, Cells = [], Payloads = [] }), StringComparison.Ordinal);
    }

    [Fact]
    public void A_lab_that_lists_payloads_but_measured_no_micro_cell_gets_no_empty_payload_sections()
    {
        var lab = ReportFixture.Run() with { Preset = "robustness", PresetSettings = null, Cells = [] };

        var md = MarkdownReport.Render(lab);
        var html = SerBench.Reports.Html.HtmlReport.Render(lab);

        Assert.DoesNotContain("## Payload", md, StringComparison.Ordinal);
        Assert.DoesNotContain("## Summary", md, StringComparison.Ordinal);
        Assert.DoesNotContain("id=\"micro\"", html, StringComparison.Ordinal);
        Assert.DoesNotContain("id=\"summary\"", html, StringComparison.Ordinal);
        Assert.Contains("## Payload `complex`", _md, StringComparison.Ordinal);
    }

    [Fact]
    public void The_environment_names_the_runtime_variables_of_a_run_that_recorded_them()
    {
        var run = ReportFixture.Run();

        Assert.DoesNotContain("Runtime variables", MarkdownReport.Render(run with { Environment = run.Environment with { RuntimeVariables = null } }), StringComparison.Ordinal);
        Assert.Contains("| Runtime variables | none |", MarkdownReport.Render(run with { Environment = run.Environment with { RuntimeVariables = new Dictionary<string, string>() } }));
        var set = new Dictionary<string, string> { ["DOTNET_TieredPGO"] = "0", ["DOTNET_gcServer"] = "1" };
        Assert.Contains("| Runtime variables | DOTNET_TieredPGO=0, DOTNET_gcServer=1 |", MarkdownReport.Render(run with { Environment = run.Environment with { RuntimeVariables = set } }));
    }

    [Fact]
    public void The_summary_shows_every_serializer_against_every_payload_with_ties_failures_and_declines()
    {
        var rows = TableRows("### Summary · serialize");
        Assert.Equal(
            [
                "| fast | **1.00×** · 2.00× | **1.00×** · 1.00× |",
                "| slow (1/2) | 2.00× · 1.00× | – |",
                "| strings (1/2) | 10.0× · 3.00× | – |",
                "| broken (1/2) | FAILED | – |",
                "| nope (0/2) | not run | – |",
            ],
            rows);
        Assert.Contains("Not installed on this machine (no figures; reasons under \"Not installed\"): `missing`.", _md);
    }

    [Fact]
    public void The_preset_table_says_how_invocations_overhead_and_gc_were_handled()
    {
        var settings = SerBench.Engine.Preset.Quick.ToRecord() with { LoopOverheadNs = 1.4175 };
        var md = MarkdownReport.Render(ReportFixture.Run() with { PresetSettings = settings });

        Assert.Contains("| Invocations per iteration | sized per cell by the lab |", md);
        Assert.Contains("| JIT warm-up per pair | 200 ms without new compilation |", md);
        Assert.Contains("| Empty-loop overhead | 1.42 ns per call, measured once, subtracted |", md);
        Assert.Contains("| Forced GC before each iteration | no (one before each cell) |", md);

        var full = MarkdownReport.Render(ReportFixture.Run() with { Preset = "full", PresetSettings = SerBench.Engine.Preset.Full.ToRecord() });
        Assert.Contains("| Empty-loop overhead | measured and subtracted in every cell |", full);
        Assert.Contains("| Forced GC before each iteration | no (one before each cell) |", full);

        var older = MarkdownReport.Render(ReportFixture.Run() with { Preset = "full", PresetSettings = SerBench.Engine.Preset.Full.ToRecord() with { ForcesGcBetweenIterations = true } });
        Assert.Contains("| Forced GC before each iteration | yes |", older);
    }

    [Fact]
    public void A_payload_table_has_every_column_and_ranks_rows_by_api_shape_then_time()
    {
        Assert.Contains("## Payload `complex`\n\nSeed 001 Complex\n\n### serialize\n\n", _md);
        Assert.Contains(
            "| API shape | Serializer | Format | Codegen | Median | ± | % of best | Rounds Δ | Allocated | GCs / 1k ops | Size | gzip | brotli | zstd | × smallest | Note |",
            _md);
        var rows = TableRows("### serialize");
        Assert.Equal(
            [
                "| buffer-writer | Fake Fast (`fast`) | json | reflection | 123 ns | ± 1.23 ns | 100 % | – | 64 B | – | 600 B | 590 B | 580 B | n/a | 2.00× |  |",
                "| buffer-writer | Fake Broken (`broken`) | json | reflection | FAILED | – | – | – | – | – | – | – | – | – | – |  |",
                "| byte-array | Fake Slow (`slow`) | json | source-generated | ~247 ns | ± 50.0 ns | 200 % | – | 64 B | – | 300 B | 290 B | 280 B | n/a | 1.00× |  |",
                "| string | Fake Strings (`strings`) ⚠ | json | reflection | 1.23 µs | ± 12.3 ns | 1,000 % | – | 64 B | – | 900 B | 890 B | 880 B | n/a | 3.00× |  |",
            ],
            rows);
    }

    [Fact]
    public void Percent_of_best_is_per_operation_across_shapes()
    {
        var rows = TableRows("### deserialize");
        Assert.StartsWith("| buffer-writer | Fake Fast (`fast`) | json | reflection | 200 ns | ± 2.00 ns | 200 % |", rows[0]);
        Assert.StartsWith("| byte-array | Fake Slow (`slow`) | json | source-generated | 100 ns | ± 1.00 ns | 100 % |", rows[1]);
    }

    [Fact]
    public void A_failed_cell_shows_its_reason_and_diff_below_the_table()
    {
        Assert.Contains(
            "**Failed cells**\n\n- Fake Broken (`broken`), serialize: the round trip gave back a different object\n\n"
            + "  ```text\n  Children[1].Name: expected \"Child 2\", got \"Child 3\"\n  Cost: expected 456.78, got 456.7\n  ```\n",
            _md);
    }

    [Fact]
    public void A_serializer_failing_several_operations_the_same_way_is_listed_once()
    {
        var run = ReportFixture.Run();
        var broken = run.Cells.Single(c => c.Serializer == "broken");

        var md = MarkdownReport.Render(run with { Cells = [.. run.Cells, broken with { Operation = "deserialize" }] });

        Assert.Contains("- Fake Broken (`broken`), serialize, deserialize: the round trip gave back a different object\n", md);
        Assert.Single(md.Split("Children[1].Name").Skip(1));
    }

    [Fact]
    public void Unsupported_rows_are_listed_once_with_their_reason()
    {
        Assert.Contains("**Not run**\n\n- Fake Nope (`nope`): needs [DataContract] on every type\n\n", _md);
        Assert.DoesNotContain(TableRows("### serialize"), r => r.Contains("`nope`", StringComparison.Ordinal));
    }

    [Fact]
    public void A_scalable_payload_shows_its_size_and_human_units()
    {
        Assert.Contains("## Payload `customers` — 100 customers\n", _md);
        Assert.Contains("| buffer-writer | Fake Fast (`fast`) | json | reflection | 1.50 ms | ± 15.0 µs | 100 % | – | 64 B | – | 35.2 KiB |", _md);
    }

    [Fact]
    public void Warnings_not_installed_rows_and_the_legend_are_shown()
    {
        Assert.Contains("## Warnings\n\n- ⚠ **Fake Strings** (`strings`): writes type names: unsafe for untrusted input\n", _md);
        Assert.Contains("## Not installed\n", _md);
        Assert.Contains("- **Missing Pack** (`missing`, package Missing.Pack, message-pack): the package Missing.Pack is not on this machine's package source\n", _md);
        Assert.Contains("## Legend\n", _md);
        foreach (var column in new[] { "**API shape**", "**Serializer**", "**Format**", "**Codegen**", "**Median**", "**±**", "**% of best**", "**Allocated**", "**Size**", "**gzip**", "**brotli**", "**zstd**", "**× smallest**", "**FAILED**", "`~`", "`n/a`" })
        {
            Assert.Contains(column, _md);
        }
    }

    [Fact]
    public void The_legend_says_whose_allocations_the_run_counted()
    {
        var run = ReportFixture.Run();
        var isolated = run with { Measurement = new MeasurementRecord { Isolation = Isolations.Process, AllocationScope = AllocationScopes.Process } };
        var inProcess = run with { Measurement = new MeasurementRecord { Isolation = Isolations.InProcess, AllocationScope = AllocationScopes.Thread } };
        var older = run with { Measurement = new MeasurementRecord { Isolation = Isolations.Process } };

        Assert.Contains("allocated per operation by the measuring thread, and by the whole measuring process, which runs nothing but the cell, when other threads allocated", MarkdownReport.Render(isolated));
        Assert.Contains("allocated per operation by the measuring thread.", MarkdownReport.Render(inProcess));
        Assert.Contains("allocated per operation by the measuring thread.", MarkdownReport.Render(older));
    }

    [Fact]
    public void A_run_that_wrote_to_a_file_says_so_and_a_memory_run_says_nothing()
    {
        var run = ReportFixture.Run();
        var file = run with { Measurement = new MeasurementRecord { Isolation = Isolations.Process, Sink = SerBench.Engine.Sinks.File } };
        var memory = run with { Measurement = new MeasurementRecord { Isolation = Isolations.Process, Sink = SerBench.Engine.Sinks.Memory } };

        Assert.Contains("Serialize wrote to a file on the temporary disk (--sink file)", MarkdownReport.Render(file));
        Assert.DoesNotContain("--sink file", MarkdownReport.Render(memory));
    }

    [Fact]
    public void The_spread_between_processes_and_the_floor_it_sets_are_stated_and_a_run_too_small_to_tell_says_so()
    {
        var run = ReportFixture.Run();
        var measurement = new MeasurementRecord { Isolation = Isolations.Process, Rounds = 2, MaxCanarySlowdown = 0.15, MaxOthersBusyCores = 0.25 };
        var estimated = run with { Measurement = measurement with { ProcessSpread = 0.035, ProcessSpreadCells = 438, MaxIterationStep = 0.15 } };
        var tooFew = run with { Measurement = measurement with { ProcessSpreadCells = 6 } };
        var older = run with { Measurement = measurement };
        var inProcess = run with { Measurement = measurement with { Isolation = Isolations.InProcess, Rounds = 1 } };

        var floor = Math.Exp(SerBench.Engine.ProcessSpread.HalfWidth(0.035, 2, 438)) - 1;
        Assert.Contains(string.Create(CultureInfo.InvariantCulture, $"one round's median varies by ±3.5 % (one standard deviation, from 438 cells' first two rounds), so every ± is at least ±{floor * 100:0.0} % for a cell of 2 rounds"), MarkdownReport.Render(estimated));
        Assert.Contains("Between processes: 6 cells had two undisturbed rounds, too few (under 20)", MarkdownReport.Render(tooFew));
        var disturbedWider = run with { Measurement = measurement with { ProcessSpread = 0.035, ProcessSpreadCells = 58, DisturbedProcessSpread = new SerializerSpread(0.157, 380) } };
        var disturbedFloor = Math.Exp(SerBench.Engine.ProcessSpread.HalfWidth(0.157, 2, 380)) - 1;
        Assert.Contains(string.Create(CultureInfo.InvariantCulture, $"Cells that kept a disturbed round (marked !) disagreed more between processes, ±15.7 % (from 380 such cells), so their ± is at least ±{disturbedFloor * 100:0.0} %."), MarkdownReport.Render(disturbedWider));
        Assert.DoesNotContain("Cells that kept a disturbed round", MarkdownReport.Render(estimated));
        var fromDisturbed = run with { Measurement = measurement with { ProcessSpread = 0.17, ProcessSpreadCells = 438, ProcessSpreadIncludesDisturbed = true } };
        var wide = Math.Exp(SerBench.Engine.ProcessSpread.HalfWidth(0.17, 2, 438)) - 1;
        Assert.Contains(string.Create(CultureInfo.InvariantCulture, $"Between processes: too few cells (under 20) had two undisturbed rounds, so the spread comes from 438 cells' first two rounds, disturbed ones included: one round's median varies by ±17.0 % (one standard deviation), so every ± is at least ±{wide * 100:0.0} % for a cell of 2 rounds (99.9 %)"), MarkdownReport.Render(fromDisturbed));
        Assert.Contains("or the canary was > 15 % slow, or a light cell's middle iterations were > 15 % apart)", MarkdownReport.Render(estimated));
        Assert.Contains("or the canary was > 15 % slow):", MarkdownReport.Render(tooFew));
        var leftOut = run with { Measurement = measurement with { LeftOutRounds = 3 } };
        Assert.Contains("still disturbed (marked !); 3 disturbed round(s) left out of cells that had 2 undisturbed rounds without them.", MarkdownReport.Render(leftOut));
        Assert.DoesNotContain("left out", MarkdownReport.Render(tooFew));
        Assert.DoesNotContain("Between processes", MarkdownReport.Render(inProcess));
        Assert.DoesNotContain("Between processes", MarkdownReport.Render(older));
        Assert.DoesNotContain("floored by their own", MarkdownReport.Render(estimated));
    }

    [Fact]
    public void Serializers_floored_by_their_own_wider_spread_are_named_with_it_widest_first()
    {
        var measurement = new MeasurementRecord
        {
            Isolation = Isolations.Process,
            Rounds = 2,
            MaxCanarySlowdown = 0.15,
            MaxOthersBusyCores = 0.25,
            ProcessSpread = 0.03,
            ProcessSpreadCells = 438,
            ProcessSpreadBySerializer = new Dictionary<string, SerializerSpread> { ["protobuf"] = new(0.05, 24), ["memorypack"] = new(0.08, 24) },
        };

        var report = MarkdownReport.Render(ReportFixture.Run() with { Measurement = measurement });

        var own = Math.Exp(SerBench.Engine.ProcessSpread.HalfWidth(0.08, 2, 24)) - 1;
        Assert.Contains(
            string.Create(CultureInfo.InvariantCulture, $"Serializers whose own processes disagreed more are floored by their own spread: memorypack ±8.0 % (every ± at least ±{own * 100:0.0} %), protobuf ±5.0 %"),
            report);
    }

    [Fact]
    public void The_legend_says_over_which_calls_collections_were_counted()
    {
        var run = ReportFixture.Run();
        var counted = Preset.Quick.ToRecord();

        var md = MarkdownReport.Render(run with { PresetSettings = counted });
        var older = MarkdownReport.Render(run with { PresetSettings = counted with { CollectionScope = null } });

        Assert.Contains("collections per 1,000 operations over the cell's measured iterations.", md);
        Assert.DoesNotContain("one extra iteration", md);
        Assert.Contains("collections per 1,000 operations in one extra iteration after the measured ones (BenchmarkDotNet's own count", older);
    }

    [Fact]
    public void Processes_measured_again_for_running_slow_as_a_whole_are_named_and_older_runs_say_nothing()
    {
        var run = ReportFixture.Run();
        var measurement = new MeasurementRecord { Isolation = Isolations.Process, MaxProcessSlowdown = 0.10 };
        var found = run with { Measurement = measurement with { SlowProcesses = [new SlowProcessRecord("stj", 1, 1.47, 24)] } };
        var none = run with { Measurement = measurement with { SlowProcesses = [] } };
        var older = run with { Measurement = new MeasurementRecord { Isolation = Isolations.Process } };

        Assert.Contains("all > 10 % slower than its serializer's other rounds", MarkdownReport.Render(found));
        Assert.Contains("measured again: stj round 1 ×1.47 over 24 cells.", MarkdownReport.Render(found));
        Assert.Contains("which its canary cannot show): none.", MarkdownReport.Render(none));
        Assert.DoesNotContain("Slow processes", MarkdownReport.Render(older));
    }

    [Fact]
    public void The_measuring_time_is_split_into_the_rounds_and_measuring_again_and_older_runs_say_nothing()
    {
        var run = ReportFixture.Run();
        var measurement = new MeasurementRecord { Isolation = Isolations.Process, Rounds = 2 };
        var time = new MeasuringTimeRecord
        {
            TotalSeconds = 798.4,
            Rounds = new MeasuringPhaseRecord(330.24, 54, 876, 141.26),
            Remeasuring = new MeasuringPhaseRecord(440.5, 66, 1_127),
            WaitingSeconds = 28.3,
        };
        var remeasured = MarkdownReport.Render(run with { Measurement = measurement with { Time = time } });
        var quiet = MarkdownReport.Render(run with { Measurement = measurement with { Time = time with { Remeasuring = new MeasuringPhaseRecord(0, 0, 0), WaitingSeconds = 0 } } });
        var older = MarkdownReport.Render(run with { Measurement = measurement });

        Assert.Contains(
            "- Measuring time: 798 s; the 2 round(s) 330.2 s (54 processes, 876 cells' rounds; 141.3 s of it before their first cells: starting, verifying and warming up); measuring again (disturbed rounds, slow processes, extra rounds) 440.5 s (66 processes, 1,127 cells' rounds), 28.3 s of it waiting for the canary to read fast.",
            remeasured);
        Assert.Contains("- Measuring time: 798 s; the 2 round(s) 330.2 s (54 processes, 876 cells' rounds; 141.3 s of it before their first cells: starting, verifying and warming up); nothing measured again.", quiet);
        Assert.DoesNotContain("Measuring time", older);
    }

    [Fact]
    public void A_partial_run_says_so_at_the_top_with_how_much_of_its_plan_it_measured()
    {
        var run = ReportFixture.Run() with { Partial = true, PartialReason = "cancelled by the user" };

        Assert.Contains("# SerBench run of 2026-11-21 09:30:15 UTC\n\n> **Partial run** (cancelled by the user): only 9 of the 20 planned cells were measured; the rest of the plan was not.", MarkdownReport.Render(run with { PlannedCells = 20 }));
        Assert.Contains("> **Partial run** (cancelled by the user): it stopped before the end; the 9 cells below are those measured by then.", MarkdownReport.Render(run));
    }

    [Fact]
    public void A_run_stopped_during_its_re_measurements_does_not_claim_cells_were_left_unmeasured()
    {
        var run = ReportFixture.Run() with { Partial = true, PartialReason = "cancelled by the user", PlannedCells = 9 };
        var round = Tests.Engine.RoundPoolingTests.Round(1, 100).Rounds![0];
        var firstOk = run.Cells.First(c => c.Status == CellStatus.Ok);
        var twoRounds = run with
        {
            Measurement = new MeasurementRecord { Isolation = Isolations.Process, Rounds = 2 },
            Cells = [.. run.Cells.Select(c => c.Status != CellStatus.Ok ? c : c with { Rounds = c == firstOk ? [round] : [round, round with { Round = 2 }] })],
        };

        Assert.Contains("> **Partial run** (cancelled by the user): every one of the 9 planned cells was measured in the preset's 1 round(s); it stopped while measuring", MarkdownReport.Render(run));
        Assert.Contains("every one of the 9 planned cells was measured, 1 of them in fewer than the preset's 2 rounds.", MarkdownReport.Render(twoRounds));
        Assert.DoesNotContain("rest of the plan", MarkdownReport.Render(twoRounds));
    }

    [Fact]
    public void A_dry_run_says_its_times_are_not_measurements()
    {
        var md = MarkdownReport.Render(ReportFixture.Run() with { Preset = "dry", PresetSettings = SerBench.Engine.Preset.Dry.ToRecord() });

        Assert.Contains("not steady-state measurements", md);
    }

    [Fact]
    public void The_markdown_is_the_same_in_every_culture()
    {
        Assert.Equal(RenderIn("en-US"), RenderIn("de-DE"));
        Assert.Equal(RenderIn("en-US"), RenderIn("fr-FR"));
    }

    internal static string RenderIn(string culture)
    {
        var previous = CultureInfo.CurrentCulture;
        var previousUi = CultureInfo.CurrentUICulture;
        try
        {
            CultureInfo.CurrentCulture = CultureInfo.CurrentUICulture = CultureInfo.GetCultureInfo(culture);
            return MarkdownReport.Render(ReportFixture.Run()) + CsvReport.Render(ReportFixture.Run());
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
            CultureInfo.CurrentUICulture = previousUi;
        }
    }

    private List<string> TableRows(string heading)
    {
        var start = _md.IndexOf(heading + "\n", StringComparison.Ordinal);
        Assert.True(start >= 0, heading + " not found");
        return _md[start..]
            .Split('\n')
            .SkipWhile(l => !l.StartsWith("|---", StringComparison.Ordinal))
            .Skip(1)
            .TakeWhile(l => l.StartsWith('|'))
            .ToList();
    }
}
