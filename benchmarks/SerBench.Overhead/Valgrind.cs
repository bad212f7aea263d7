using System.Diagnostics;

namespace SerBench.Overhead;

/// <summary>
/// Starts this tool's own verbs under valgrind's callgrind, counting nothing until the program asks (see
/// <see cref="CallgrindClient"/>), each thread in dumps of its own so that the measuring thread's count stands alone.
/// </summary>
internal static class Valgrind
{
    /// <summary>"valgrind-3.19.0", or null when valgrind is not on PATH.</summary>
    public static string? Version()
    {
        try
        {
            using var process = Process.Start(new ProcessStartInfo("valgrind", "--version") { RedirectStandardOutput = true, RedirectStandardError = true })!;
            var version = process.StandardOutput.ReadToEnd().Trim();
            process.WaitForExit();
            return process.ExitCode == 0 ? version : null;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null;
        }
    }

    /// <summary>
    /// Runs this tool with <paramref name="arguments"/> under callgrind, with the runtime's tiered compilation or (not
    /// <paramref name="tiered"/>) every method fully optimized at once; its output lines, or the error with valgrind's last words.
    /// </summary>
    public static (IReadOnlyList<string> Lines, string? Error) Run(string outFile, bool tiered, IEnumerable<string> arguments)
    {
        var start = new ProcessStartInfo("valgrind") { RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (var option in new[] { "--tool=callgrind", "--collect-atstart=no", "--smc-check=all", "--dump-line=no", "--separate-threads=yes", $"--callgrind-out-file={outFile}" })
        {
            start.ArgumentList.Add(option);
        }

        foreach (var argument in ToolProcess.SelfCommand().Concat(arguments))
        {
            start.ArgumentList.Add(argument);
        }

        ToolProcess.AsMeasuringProcess(start);
        if (!tiered)
        {
            start.Environment["DOTNET_TieredCompilation"] = "0";
        }

        using var process = Process.Start(start)!;
        var errors = process.StandardError.ReadToEndAsync();
        var lines = process.StandardOutput.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        process.WaitForExit();
        if (process.ExitCode == 0)
        {
            return (lines, null);
        }

        var last = errors.Result.Split('\n', StringSplitOptions.RemoveEmptyEntries).TakeLast(5);
        return (lines, $"exited with {process.ExitCode}: {string.Join(" | ", last)}");
    }
}
