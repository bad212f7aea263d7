using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Output;
using SerBench.Payloads;
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
}
