namespace SerBench.Tests.Cli;

/// <summary>A fact about POSIX process behaviour (signals, /proc) that this suite checks on Linux; skipped, saying why, elsewhere.</summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class LinuxFactAttribute : FactAttribute
{
    public LinuxFactAttribute()
    {
        if (!OperatingSystem.IsLinux())
        {
            Skip = "Signals and /proc are checked on Linux (CI runs there).";
        }
    }
}
