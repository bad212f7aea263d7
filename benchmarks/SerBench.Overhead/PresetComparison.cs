using System.Globalization;

namespace SerBench.Overhead;

/// <summary>Prints each preset's mean median per cell against the last preset's (the reference).</summary>
internal static class PresetComparison
{
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
