using System.Globalization;

namespace SerBench.Overhead;

/// <summary>What both preset checks share: their option parsing and the comparison they print.</summary>
internal static class PresetComparison
{
    /// <summary>The value after <paramref name="name"/> in <paramref name="args"/>, or <paramref name="fallback"/>.</summary>
    public static string Option(string[] args, string name, string fallback)
    {
        var i = Array.IndexOf(args, name);
        return i >= 0 && i + 1 < args.Length ? args[i + 1] : fallback;
    }

    /// <summary>Prints each preset's mean median per cell against the last preset's (the reference).</summary>
    public static void Print(Dictionary<(string Preset, string Cell), List<double>> medians, string reference, TextWriter output)
    {
        foreach (var ((preset, cell), values) in medians.Where(m => m.Key.Preset != reference))
        {
            if (medians.TryGetValue((reference, cell), out var full))
            {
                var ratio = values.Average() / full.Average();
                output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                    $"{preset} vs {reference} {cell}: mean of {values.Count} {values.Average():F1} vs {full.Average():F1} ns, {(ratio - 1) * 100:+0.0;-0.0} %"));
            }
        }
    }
}
