using System.Text;
using SerBench.RunFiles;

namespace SerBench.Reports.Labs;

/// <summary>The sections of report.md that the scale, scenarios, ceiling and startup labs add, when the run has them.</summary>
internal static class LabMarkdown
{
    public static void Write(StringBuilder md, RunFile run)
    {
        ArgumentNullException.ThrowIfNull(md);
        ArgumentNullException.ThrowIfNull(run);
        var view = new RunView(run);
        if (run.Scale is { } scale)
        {
            ScaleMarkdown.Write(md, view, scale);
        }

        if (run.Scenarios is { } scenarios)
        {
            ScenariosMarkdown.Write(md, view, scenarios);
        }

        if (run.Ceiling is { } ceiling)
        {
            CeilingMarkdown.Write(md, view, ceiling);
        }

        if (run.Startup is { } startup)
        {
            StartupMarkdown.Write(md, view, startup);
        }
    }
}
