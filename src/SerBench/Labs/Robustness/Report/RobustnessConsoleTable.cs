namespace SerBench.Labs.Robustness;

/// <summary>The robustness summary as the console shows it at the end of a run: one row per serializer.</summary>
internal static class RobustnessConsoleTable
{
    public static void Write(TextWriter output, RobustnessSection section)
    {
        var table = new TextTable(
            ("serializer", false), ("cases", true), ("rejected", true), ("equal", true), ("different", true),
            ("hang", true), ("crash", true), ("oom", true), ("alloc≫input", true), ("security", false));
        foreach (var s in section.Serializers)
        {
            var c = s.Counts;
            table.Add(
                s.Serializer, Units.Count(s.Cases), Units.Count(c.Rejected), Units.Count(c.Equal), Units.Count(c.Different),
                Units.Count(c.Hang), Units.Count(c.Crash), Units.Count(c.OutOfMemory), Units.Count(c.ExcessiveAllocation), s.Security);
        }

        output.WriteLine($"Robustness (seed {section.Seed}, {section.DurationSeconds:0.0} s)");
        table.Write(output, "  ");
    }
}
