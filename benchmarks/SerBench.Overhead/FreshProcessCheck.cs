using System.Diagnostics;
using System.Globalization;
using System.Text.Json;

namespace SerBench.Overhead;

/// <summary>
/// Compares presets the way a user meets them: every (cell, preset, repeat) is its own
/// <c>serbench run</c> in a fresh process, so no cell inherits another's JIT profile or heap.
/// Usage: fresh --cells stj/simple/serialize,... [--preset quick,full] [--repeat N] [--cli PATH].
/// </summary>
internal static class FreshProcessCheck
{
    public static int Run(string[] args, TextWriter output)
    {
        var presets = PresetComparison.Option(args, "--preset", "quick,full").Split(',');
        var cells = PresetComparison.Option(args, "--cells", "stj/simple/serialize").Split(',').Select(c => c.Split('/')).ToList();
        var repeat = int.Parse(PresetComparison.Option(args, "--repeat", "1"), CultureInfo.InvariantCulture);
        var cli = PresetComparison.Option(args, "--cli", DefaultCli());
        if (!File.Exists(cli))
        {
            output.WriteLine($"No SerBench CLI at {cli}: build it (dotnet build -c Release) or pass --cli PATH.");
            return 2;
        }

        var medians = new Dictionary<(string Preset, string Cell), List<double>>();
        output.WriteLine($"{"preset",-8} {"cell",-40} {"median ns",12} {"ci±%",6}");
        for (var r = 0; r < repeat; r++)
        {
            foreach (var cell in cells)
            {
                foreach (var preset in presets)
                {
                    var name = string.Join('/', cell);
                    var (median, half, error) = RunOne(cli, preset, cell);
                    if (error is not null)
                    {
                        output.WriteLine($"{preset,-8} {name,-40} {error}");
                        continue;
                    }

                    output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{preset,-8} {name,-40} {median,12:F1} {half,6:F2}"));
                    if (!medians.TryGetValue((preset, name), out var list))
                    {
                        medians[(preset, name)] = list = [];
                    }

                    list.Add(median);
                }
            }
        }

        PresetComparison.Print(medians, presets[^1], output);
        return 0;
    }

    private static (double Median, double HalfWidthPercent, string? Error) RunOne(string cli, string preset, string[] cell)
    {
        var folder = Path.Combine(Path.GetTempPath(), "serbench-fresh", Guid.NewGuid().ToString("N"));
        try
        {
            var start = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true };
            foreach (var arg in new[] { cli, "run", "--preset", preset, "--serializers", cell[0], "--payloads", cell[1], "--ops", cell[2], "--out", folder })
            {
                start.ArgumentList.Add(arg);
            }

            using var process = Process.Start(start)!;
            var stderr = process.StandardError.ReadToEndAsync();
            process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            if (process.ExitCode != 0)
            {
                return (0, 0, $"serbench exited {process.ExitCode}: {stderr.Result.Trim()}");
            }

            using var run = JsonDocument.Parse(File.ReadAllText(Path.Combine(folder, "run.json")));
            var record = run.RootElement.GetProperty("cells")[0];
            if (record.GetProperty("status").GetString() != "ok")
            {
                return (0, 0, $"{record.GetProperty("status").GetString()}: {record.GetProperty("reason").GetString()}");
            }

            var median = record.GetProperty("medianNs").GetDouble();
            // A dry cell is a single shot: no interval.
            var half = record.TryGetProperty("ciUpperNs", out var upper) && record.TryGetProperty("ciLowerNs", out var lower)
                ? (upper.GetDouble() - lower.GetDouble()) / 2 / median * 100
                : double.NaN;
            return (median, half, null);
        }
        finally
        {
            if (Directory.Exists(folder))
            {
                Directory.Delete(folder, recursive: true);
            }
        }
    }

    // The CLI built beside this tool in the same repository and configuration.
    private static string DefaultCli()
    {
        var directory = new DirectoryInfo(AppContext.BaseDirectory);
        while (directory is not null && !File.Exists(Path.Combine(directory.FullName, "SerBench.slnx")))
        {
            directory = directory.Parent;
        }

        return directory is null
            ? "SerBench.Cli.dll"
            : Path.Combine(directory.FullName, "src", "SerBench.Cli", "bin", "Release", "net10.0", "SerBench.Cli.dll");
    }
}
