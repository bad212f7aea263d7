using SerBench.Labs.Micro.Counts;

namespace SerBench.Tests.Labs.Micro.Counts;

/// <summary>A fact that counts under valgrind; skipped, saying how to install it, where valgrind or its platform is absent.</summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class ValgrindFactAttribute : FactAttribute
{
    public ValgrindFactAttribute()
    {
        if (CallgrindClient.Unsupported is { } platform)
        {
            Skip = platform;
        }
        else if (Valgrind.Version() is null)
        {
            Skip = "valgrind is not installed (apt-get install -y valgrind; .ci/run installs it): the end-to-end counts test needs it.";
        }
    }
}
