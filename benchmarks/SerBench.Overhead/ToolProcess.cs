using System.Diagnostics;

namespace SerBench.Overhead;

/// <summary>How this tool starts itself as a measuring process, whether run through <c>dotnet</c> or its own launcher.</summary>
internal static class ToolProcess
{
    /// <summary>The program and the arguments before the verb that start this tool again.</summary>
    public static IReadOnlyList<string> SelfCommand()
    {
        var host = Environment.ProcessPath ?? "dotnet";
        return Path.GetFileNameWithoutExtension(host) == "dotnet" ? [host, typeof(ToolProcess).Assembly.Location] : [host];
    }

    /// <summary>
    /// As the lab starts its measuring processes: without the runtime's call-counting delay, tiering finishes within
    /// the warm-up's quiet period (with it, avro's calls were still tier-0 code when the quiet period ended).
    /// </summary>
    public static void AsMeasuringProcess(ProcessStartInfo start) => start.Environment["DOTNET_TC_CallCountingDelayMs"] = "0";
}
