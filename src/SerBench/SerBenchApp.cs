using SerBench.Catalog;
using SerBench.Output;
using SerBench.Serializers;

namespace SerBench;

/// <summary>The entry point of the serbench command, and of a user's own lab.</summary>
public static class SerBenchApp
{
    /// <summary>Runs the CLI with the built-in serializers and payloads; returns the process exit code.</summary>
    public static int Run(string[] args)
    {
        var console = new SystemConsoleSink();
        LabCatalog catalog;
        try
        {
            catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
        }
        catch (CatalogException ex)
        {
            console.Error.WriteLine($"serbench: the serializer catalog cannot be built: {ex.Message}");
            return ExitCodes.Crashed;
        }

        return CliApplication.Run(args, new LabServices { Catalog = catalog, Sink = console });
    }

    /// <summary>Runs the CLI on a user's own catalog, printing to the process console (with Ctrl-C to stop a run).</summary>
    public static int Run(string[] args, LabCatalog catalog)
    {
        ArgumentNullException.ThrowIfNull(catalog);
        return CliApplication.Run(args, new LabServices { Catalog = catalog, Sink = new SystemConsoleSink() });
    }

    /// <summary>
    /// Runs the CLI on a user's lab: the built-in serializers and payloads plus what <paramref name="configure"/>
    /// registers (<c>lab =&gt; lab.AddPayload(...).AddSerializer&lt;MyAdapter&gt;()</c>). A registration mistake (a
    /// duplicate id, an adapter that throws while being created) exits 2 with a message naming it.
    /// </summary>
    public static int Run(string[] args, Func<LabBuilder, LabBuilder> configure) =>
        RunConfigured(args, configure, new SystemConsoleSink(), CancellationToken.None);

    /// <summary>
    /// As <see cref="Run(string[], Func{LabBuilder, LabBuilder})"/>, writing what a user would see to
    /// <paramref name="output"/> and <paramref name="error"/>; the token stops a run between cells.
    /// </summary>
    public static int Run(string[] args, Func<LabBuilder, LabBuilder> configure, TextWriter output, TextWriter error, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(error);
        return RunConfigured(args, configure, new WriterConsoleSink(output, error), cancellationToken);
    }

    /// <summary>
    /// Runs the CLI on <paramref name="catalog"/>, writing what a user would see to <paramref name="output"/>
    /// and <paramref name="error"/> (plain text, no live display). Cancelling the token stops a run between
    /// cells and keeps the measured ones in a partial run.json.
    /// </summary>
    public static int Run(string[] args, LabCatalog catalog, TextWriter output, TextWriter error, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(catalog);
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(error);
        return CliApplication.Run(args, new LabServices
        {
            Catalog = catalog,
            Sink = new WriterConsoleSink(output, error),
            CancellationToken = cancellationToken,
        });
    }

    private static int RunConfigured(string[] args, Func<LabBuilder, LabBuilder> configure, IConsoleSink sink, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(configure);
        LabCatalog catalog;
        try
        {
            var lab = configure(LabBuilder.Default)
                ?? throw new CatalogException("The lab configuration returned no builder; return the LabBuilder it was given, extended (lab => lab.AddPayload(...)).");
            catalog = lab.Build();
        }
        catch (Exception ex) when (ex is CatalogException or ArgumentException)
        {
            // The user's registration, not the lab, is wrong: a usage error with what to change.
            sink.Error.WriteLine($"serbench: the lab cannot be built as registered: {ex.Message}");
            return ExitCodes.UsageError;
        }

        return CliApplication.Run(args, new LabServices { Catalog = catalog, Sink = sink, CancellationToken = cancellationToken });
    }
}
