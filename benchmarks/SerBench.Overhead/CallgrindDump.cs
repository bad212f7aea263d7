using System.Globalization;

namespace SerBench.Overhead;

/// <summary>What a callgrind dump file says: the trigger that wrote it, the thread it is about (1, the main thread, is the measuring one) and the instructions it counted.</summary>
internal sealed record CallgrindDump(string Trigger, int Thread, long Instructions)
{
    private const string TriggerPrefix = "desc: Trigger: Client Request: ";

    /// <summary>Reads a dump; null when the file is not one (no "totals:" or "summary:" line).</summary>
    public static CallgrindDump? Read(string path)
    {
        string? trigger = null;
        var thread = 1;
        long? instructions = null;
        foreach (var line in File.ReadLines(path))
        {
            if (line.StartsWith(TriggerPrefix, StringComparison.Ordinal))
            {
                trigger = line[TriggerPrefix.Length..].Trim();
            }
            else if (line.StartsWith("thread:", StringComparison.Ordinal))
            {
                thread = int.Parse(line["thread:".Length..].Trim(), CultureInfo.InvariantCulture);
            }
            else if (line.StartsWith("totals:", StringComparison.Ordinal) || line.StartsWith("summary:", StringComparison.Ordinal))
            {
                // The first event is Ir (instructions executed), callgrind's default and only event here.
                var figure = line[(line.IndexOf(':', StringComparison.Ordinal) + 1)..].Trim().Split(' ')[0];
                instructions = long.Parse(figure, CultureInfo.InvariantCulture);
            }
        }

        return instructions is { } count ? new CallgrindDump(trigger ?? string.Empty, thread, count) : null;
    }
}
