using System.Text.Encodings.Web;
using System.Text.Json;

namespace SerBench.Commands;

/// <summary>`serbench list [--json]`: serializers, payloads, and which pairs run (and why not).</summary>
internal static class ListCommand
{
    private static readonly JsonSerializerOptions JsonOptions = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        WriteIndented = true,
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
    };

    public static Command Create(LabServices services)
    {
        var json = new Option<bool>("--json") { Description = "Print machine-readable JSON (serializers, payloads, support) instead of tables." };
        var markdown = new Option<bool>("--markdown") { Description = "Print the table of every serializer row (markdown, as docs/serializers.md holds it), generated from the catalog." };
        var command = new Command("list", "List serializers, payloads, and which serializer takes which payload (and why not).");
        command.Options.Add(json);
        command.Options.Add(markdown);
        command.SetAction(parse => parse.GetValue(markdown)
            ? WriteMarkdown(services)
            : Execute(services, parse.GetValue(json)));
        return command;
    }

    public static int Execute(LabServices services, bool json)
    {
        Labs.Aot.AotResult? aot;
        try
        {
            aot = services.LatestAot();
        }
        catch (Labs.Aot.AotResultException ex)
        {
            services.Sink.Error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }

        var model = ListModel.From(services.Catalog, aot);
        var output = services.Sink.Out;
        if (json)
        {
            output.WriteLine(JsonSerializer.Serialize(model, JsonOptions));
            return ExitCodes.Success;
        }

        WriteSerializers(output, model);
        WritePayloads(output, model);
        WriteSupport(output, model);
        return ExitCodes.Success;
    }

    private static int WriteMarkdown(LabServices services)
    {
        services.Sink.Out.Write(RosterTable.Render(services.Catalog));
        return ExitCodes.Success;
    }

    private static void WriteSerializers(TextWriter output, ListModel model)
    {
        var installed = model.Serializers.Where(s => s.Installed).ToList();
        var missing = model.Serializers.Where(s => !s.Installed).ToList();
        output.WriteLine($"Serializers ({installed.Count} installed, {missing.Count} not installed)");
        var table = new TextTable(("id", false), ("name", false), ("package", false), ("version", false), ("format", false), ("codegen", false), ("api shape", false), ("default run", false), ("aot", false));
        foreach (var s in installed)
        {
            table.Add(s.Id, s.DisplayName, s.Package, s.Version ?? "", s.Format, s.Codegen ?? "", s.ApiShape ?? "", s.DefaultRun ? "yes" : "no (variant)", Labs.Aot.AotOutcome.Label(s.Aot ?? Labs.Aot.AotOutcome.NotChecked));
        }

        table.Write(output, "  ");
        if (missing.Count > 0)
        {
            output.WriteLine();
            output.WriteLine("Not installed (add one with a small adapter in your own project):");
            foreach (var s in missing)
            {
                output.WriteLine($"  {s.Id} ({s.DisplayName}, package {s.Package}, {s.Format}): {s.Reason}");
            }
        }

        output.WriteLine();
    }

    private static void WritePayloads(TextWriter output, ListModel model)
    {
        output.WriteLine("Payloads");
        var table = new TextTable(("id", false), ("size", false), ("description", false));
        foreach (var p in model.Payloads)
        {
            var size = p.Scalable
                ? $"{Units.Count(p.DefaultSize)} {p.Unit} (1–{Units.Count(p.MaxSize ?? p.DefaultSize)}, --sizes)"
                : "fixed";
            table.Add(p.Id, size, p.Description);
        }

        table.Write(output, "  ");
        output.WriteLine();
    }

    private static void WriteSupport(TextWriter output, ListModel model)
    {
        output.WriteLine("Support (yes = the pair runs; no = see the reasons below)");
        var payloadIds = model.Payloads.Select(p => p.Id).ToList();
        var columns = new[] { ("serializer", false) }.Concat(payloadIds.Select(id => (id, false))).ToArray();
        var table = new TextTable(columns);
        var installedIds = model.Serializers.Where(s => s.Installed).Select(s => s.Id).ToList();
        foreach (var id in installedIds)
        {
            var row = payloadIds.Select(p => model.Support.First(x => x.Serializer == id && x.Payload == p).Supported ? "yes" : "no");
            table.Add([id, .. row]);
        }

        table.Write(output, "  ");
        var reasons = model.Support.Where(s => !s.Supported && installedIds.Contains(s.Serializer)).ToList();
        if (reasons.Count > 0)
        {
            output.WriteLine();
            output.WriteLine("Why not:");
            foreach (var s in reasons)
            {
                output.WriteLine($"  {s.Serializer} × {s.Payload}: {s.Reason}");
            }
        }
    }
}
