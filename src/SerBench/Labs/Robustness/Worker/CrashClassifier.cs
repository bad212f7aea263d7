namespace SerBench.Labs.Robustness;

/// <summary>Names what killed a worker from its exit code and last error output.</summary>
internal static class CrashClassifier
{
    public static (string Outcome, string Detail) Classify(int exitCode, string stderr)
    {
        var code = Code(exitCode);
        if (stderr.Contains("Stack overflow", StringComparison.OrdinalIgnoreCase))
        {
            return (Outcomes.Crash, $"stack overflow ({code})");
        }

        if (stderr.Contains("OutOfMemoryException", StringComparison.Ordinal) || stderr.Contains("Out of memory", StringComparison.OrdinalIgnoreCase))
        {
            return (Outcomes.OutOfMemory, $"the worker died out of memory ({code}): {FirstLine(stderr)}");
        }

        var first = FirstLine(stderr);
        return (Outcomes.Crash, first.Length == 0 ? $"the worker died ({code})" : $"the worker died ({code}): {first}");
    }

    private static string Code(int exitCode)
    {
        var text = $"exit code {exitCode.ToString(CultureInfo.InvariantCulture)}";
        if (!OperatingSystem.IsWindows() && exitCode > 128 && exitCode < 160)
        {
            var signal = exitCode - 128;
            var name = signal switch { 6 => "SIGABRT", 9 => "SIGKILL", 11 => "SIGSEGV", 15 => "SIGTERM", _ => $"signal {signal}" };
            text += $", {name}";
        }

        return text;
    }

    /// <summary>The first two lines: the runtime's "Process terminated." is followed by the reason on its own line.</summary>
    private static string FirstLine(string text)
    {
        var line = string.Join(' ', text.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).Take(2));
        return line.Length > 300 ? line[..300] + "…" : line;
    }
}
