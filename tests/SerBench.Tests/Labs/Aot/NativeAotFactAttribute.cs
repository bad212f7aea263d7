namespace SerBench.Tests.Labs.Aot;

/// <summary>A test that publishes with NativeAOT: skipped, saying so, where no native linker (clang or gcc) is on PATH.</summary>
public sealed class NativeAotFactAttribute : FactAttribute
{
    public NativeAotFactAttribute()
    {
        var path = (Environment.GetEnvironmentVariable("PATH") ?? string.Empty).Split(Path.PathSeparator);
        if (!path.Any(dir => File.Exists(Path.Combine(dir, "clang")) || File.Exists(Path.Combine(dir, "gcc"))))
        {
            Skip = "neither clang nor gcc is on PATH: NativeAOT links the probe with one (apt-get install -y clang; .ci/run installs it), so the real AOT publish test cannot run.";
        }
    }
}
