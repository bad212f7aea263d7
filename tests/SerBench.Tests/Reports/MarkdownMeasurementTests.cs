using System.Globalization;
using SerBench.Reports;

namespace SerBench.Tests.Reports;

/// <summary>report.md's account of how a run measured: allocations, sink, the spread between processes, slow processes, measuring time.</summary>
public sealed class MarkdownMeasurementTests
{
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
}
