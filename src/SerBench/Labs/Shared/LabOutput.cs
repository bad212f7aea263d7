namespace SerBench.Labs.Shared;

/// <summary>How a lab's verb ends: run.json and every report beside it, then the lab's summary and where the files are.</summary>
internal static class LabOutput
{
    public static int Finish(LabServices services, string directory, RunFile run, ILab lab)
    {
        ArgumentNullException.ThrowIfNull(services);
        ArgumentNullException.ThrowIfNull(lab);
        services.WriteRunFile(directory, run);
        ReportFiles.Write(directory, run);
        var console = services.Sink.Out;
        lab.WriteConsole(console, run);
        console.WriteLine();
        console.WriteLine($"Results: {directory}");
        console.WriteLine($"  {ReportFiles.Listing(run)}");
        return ExitCodes.Success;
    }
}
