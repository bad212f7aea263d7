using System.Globalization;
using System.Text;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>Every decision of a simulated run as a line, stamped with the fake clock's time; and counts of what happened.</summary>
internal sealed class DecisionLog(SimClock clock)
{
    private readonly StringBuilder _text = new();
    private readonly Dictionary<string, int> _counts = new(StringComparer.Ordinal);

    public void Write(string line) =>
        _text.Append(clock.Elapsed.TotalSeconds.ToString("F3", CultureInfo.InvariantCulture)).Append(' ').AppendLine(line);

    /// <summary>Counts one more of <paramref name="kind"/> (what the coverage test asks for).</summary>
    public void Count(string kind) => _counts[kind] = Count(kind, 0) + 1;

    public int Count(string kind, int none) => _counts.GetValueOrDefault(kind, none);

    public void Section(string title, string body) => _text.Append("== ").AppendLine(title).AppendLine(body);

    public override string ToString() => _text.ToString();

    /// <summary>A number as the log shows it: shortest round-trip form, invariant.</summary>
    public static string N(double? value) => value is { } v ? v.ToString("R", CultureInfo.InvariantCulture) : "-";
}
