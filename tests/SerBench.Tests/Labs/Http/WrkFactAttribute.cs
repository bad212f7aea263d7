using SerBench.Labs.Http;

namespace SerBench.Tests.Labs.Http;

/// <summary>A fact that needs wrk; skipped, saying how to install it, where wrk is absent.</summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class WrkFactAttribute : FactAttribute
{
    public WrkFactAttribute()
    {
        if (WrkTool.Find() is null)
        {
            Skip = "wrk is not installed (apt-get install -y wrk; .ci/run installs it): the end-to-end HTTP lab test needs it.";
        }
    }
}
