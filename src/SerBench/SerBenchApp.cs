namespace SerBench;

/// <summary>The entry point of the serbench command, and of a user's own lab.</summary>
public static class SerBenchApp
{
    /// <summary>Runs the CLI with the built-in serializers and payloads; returns the process exit code.</summary>
    public static int Run(string[] args) => throw new NotImplementedException();
}
