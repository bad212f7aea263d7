namespace SerBench.Hosting.Builds;

/// <summary>Runs one dotnet command and returns what it printed: the real one starts dotnet, tests give a fake.</summary>
public interface IPublishRunner
{
    PublishRun Run(IReadOnlyList<string> arguments, TimeSpan timeout);
}

/// <summary>The end of one dotnet command: its exit code, its output (standard output then error), and whether it was stopped at the time limit.</summary>
public sealed record PublishRun(int ExitCode, string Output, bool TimedOut);
