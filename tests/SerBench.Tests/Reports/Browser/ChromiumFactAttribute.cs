namespace SerBench.Tests.Reports.Browser;

/// <summary>A fact that needs headless Chromium; skipped, saying how to install it, only where none is found.</summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class ChromiumFactAttribute : FactAttribute
{
    public ChromiumFactAttribute()
    {
        if (HeadlessChromium.Find() is null)
        {
            Skip = "Chromium was not found on PATH or in /usr/bin: install Debian's package (apt-get install -y --no-install-recommends chromium; .ci/run does) to run the browser test of report.html.";
        }
    }
}
