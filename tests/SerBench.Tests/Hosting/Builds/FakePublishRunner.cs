using SerBench.Hosting.Builds;

namespace SerBench.Tests.Hosting.Builds;

/// <summary>A publish that runs nothing: it records each command line, creates the output folder, and answers with the given exit code and log.</summary>
internal sealed class FakePublishRunner(int exitCode = 0, string output = "Build succeeded.\n", bool timedOut = false) : IPublishRunner
{
    public List<IReadOnlyList<string>> Calls { get; } = [];

    public PublishRun Run(IReadOnlyList<string> arguments, TimeSpan timeout)
    {
        Calls.Add(arguments);
        var index = arguments.ToList().IndexOf("-o");
        if (index >= 0 && exitCode == 0)
        {
            Directory.CreateDirectory(arguments[index + 1]);
        }

        return new PublishRun(exitCode, output, timedOut);
    }
}
