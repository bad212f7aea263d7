namespace SerBench.Labs.Micro.Counts;

/// <summary>
/// `serbench counts-worker` (hidden): one counting process, run under callgrind by the lab. Its body is
/// <see cref="CountsWorkerHost"/>, which the per-runtime worker (src/SerBench.Worker) serves too.
/// </summary>
internal static class CountsWorkerCommand
{
    public const string Name = CountsWorkerHost.VerbName;

    /// <summary>The windows counted per cell in each process; the figure is their median.</summary>
    public const int Windows = CountsWorkerHost.Windows;

    /// <summary>The trigger of the rehearsals' dumps, which no window carries.</summary>
    public const string RehearsalDump = CountsWorkerHost.RehearsalDump;

    public static Command Create(LabServices services)
    {
        var spec = new Option<string>("--spec") { Required = true, Description = "The counting spec the lab wrote." };
        var command = new Command(Name, "Internal: one counting process of the micro lab, under callgrind.") { Hidden = true };
        command.Options.Add(spec);
        command.SetAction(parse => CountsWorkerHost.Run(
            sample => MicroWorkerCommand.CatalogFor(services.Catalog, sample), parse.GetValue(spec)!, services.Sink.Out, services.Sink.Error));
        return command;
    }

    /// <summary>The trigger a window's dump carries, so the lab finds each window's file.</summary>
    public static string DumpName(int index, int window) => CountsWorkerHost.DumpName(index, window);
}
