namespace SerBench.Labs.Shared;

/// <summary>How every lab's verb ends: run.json and every report beside it, then the lab's summary and where the files are.</summary>
internal static class LabOutput
{
    /// <param name="services">Where the files go and what the console is.</param>
    /// <param name="directory">The run folder.</param>
    /// <param name="run">The run as it ends.</param>
    /// <param name="lab">The lab whose summary the console shows.</param>
    /// <param name="partialNote">For a partial run, what was saved of it ("… cells were measured and saved"), on the error stream.</param>
    /// <param name="alsoWritten">What the lab wrote beside the reports, after their names (", inputs/ (…)").</param>
    /// <returns>The exit code: cancelled for a partial run, else success.</returns>
    public static int Finish(LabServices services, string directory, RunFile run, ILab lab, string? partialNote = null, string alsoWritten = "")
    {
        ArgumentNullException.ThrowIfNull(services);
        ArgumentNullException.ThrowIfNull(lab);
        services.WriteRunFile(directory, run);
        ReportFiles.Write(directory, run);
        var output = services.Sink.Out;
        output.WriteLine();
        lab.WriteConsole(output, run);
        output.WriteLine();
        if (partialNote is not null)
        {
            services.Sink.Error.WriteLine(partialNote);
        }

        output.WriteLine($"Results: {directory}");
        output.WriteLine($"  {ReportFiles.Listing(run)}{alsoWritten}");
        return run.Partial ? ExitCodes.Cancelled : ExitCodes.Success;
    }
}
