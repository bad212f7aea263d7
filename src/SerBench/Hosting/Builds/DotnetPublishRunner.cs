using System.Diagnostics;

namespace SerBench.Hosting.Builds;

/// <summary>Starts the dotnet host that runs this process (or DOTNET_ROOT's, or the one on PATH) with the given arguments.</summary>
public sealed class DotnetPublishRunner : IPublishRunner
{
    public PublishRun Run(IReadOnlyList<string> arguments, TimeSpan timeout)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        var info = new ProcessStartInfo(DotnetHost())
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        using var process = Process.Start(info) ?? throw new InvalidOperationException($"could not start {info.FileName}");
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(timeout))
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit();
            return new PublishRun(-1, output.Result + error.Result, TimedOut: true);
        }

        process.WaitForExit();
        return new PublishRun(process.ExitCode, output.Result + error.Result, TimedOut: false);
    }

    /// <summary>The dotnet host: this process's own when it is dotnet, else DOTNET_ROOT's, else "dotnet" from PATH.</summary>
    public static string DotnetHost()
    {
        var processPath = Environment.ProcessPath;
        if (processPath is not null && Path.GetFileNameWithoutExtension(processPath).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
        {
            return processPath;
        }

        var root = Environment.GetEnvironmentVariable("DOTNET_ROOT");
        var candidate = string.IsNullOrEmpty(root) ? null : Path.Combine(root, OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet");
        return candidate is not null && File.Exists(candidate) ? candidate : "dotnet";
    }
}
