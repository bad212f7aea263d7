using System.Diagnostics;

namespace SerBench.Tests.Library;

/// <summary>Runs a command to completion with a time limit, keeping its output; kills it (and its children) if it overruns.</summary>
internal static class ChildProcess
{
    public static (int ExitCode, string Output, string Error) Run(string fileName, IEnumerable<string> arguments, TimeSpan limit, string? workingDirectory = null, IReadOnlyDictionary<string, string>? environment = null)
    {
        var info = new ProcessStartInfo(fileName)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            WorkingDirectory = workingDirectory ?? Environment.CurrentDirectory,
        };
        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        info.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        info.Environment["DOTNET_NOLOGO"] = "1";
        foreach (var (key, value) in environment ?? new Dictionary<string, string>())
        {
            info.Environment[key] = value;
        }

        using var process = Process.Start(info) ?? throw new InvalidOperationException($"Could not start {fileName}.");
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(limit))
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit();
            throw new TimeoutException($"{fileName} {string.Join(' ', info.ArgumentList)} did not finish within {limit.TotalSeconds:0} s. Output so far: {output.Result}{error.Result}");
        }

        return (process.ExitCode, output.Result, error.Result);
    }

    /// <summary>The dotnet host running this test, so children use the same SDK and runtime.</summary>
    public static string Dotnet()
    {
        var path = Environment.ProcessPath;
        return path is not null && Path.GetFileNameWithoutExtension(path) == "dotnet" ? path : "dotnet";
    }
}
