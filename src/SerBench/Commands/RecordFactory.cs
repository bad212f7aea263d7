using System.Text.Json;
using SerBench.Catalog;

namespace SerBench.Commands;

/// <summary>Turns catalog entries into the labels the run file and `list --json` carry.</summary>
internal static class RecordFactory
{
    /// <summary>SerBench's own version, without the commit hash.</summary>
    public static string SerbenchVersion { get; } = LibraryVersion.Of(typeof(RecordFactory));

    /// <summary>Lower-case kebab name of an enum value, e.g. "buffer-writer", "source-generated".</summary>
    public static string Name<TEnum>(TEnum value)
        where TEnum : struct, Enum => JsonNamingPolicy.KebabCaseLower.ConvertName(value.ToString());

    public static SerializerRecord Serializer(ISerializerAdapter adapter)
    {
        var info = adapter.Info;
        return new SerializerRecord
        {
            Id = info.Id,
            DisplayName = info.DisplayName,
            Package = info.Package,
            Version = info.Version,
            Format = Name(info.Format),
            Codegen = Name(info.Codegen),
            ApiShape = Name(info.ApiShape),
            Installed = true,
            Fidelity = info.Fidelity.Describe(),
            Warning = info.Warning,
            Notes = info.Notes,
            TwinTypes = info.TimedOnTwinTypes ? true : null,
            InDefaultRoster = info.InDefaultRoster ? null : false,
            Traits =
            [
                Trait("skips-defaults", info.Traits.SkipsDefaults),
                Trait("version-tolerant", info.Traits.VersionTolerant),
                Trait("needs-schema", info.Traits.NeedsSchema),
                Trait("safe-for-untrusted-input", info.Traits.SafeForUntrustedInput),
            ],
        };
    }

    public static SerializerRecord Serializer(NotInstalledSerializer row) => new()
    {
        Id = row.Id,
        DisplayName = row.DisplayName,
        Package = row.Package,
        Format = Name(row.Format),
        Installed = false,
        Reason = row.Reason,
        Notes = row.Origin,
    };

    /// <summary>Every row of the catalog, installed ones first, in catalog order.</summary>
    public static IReadOnlyList<SerializerRecord> Serializers(LabCatalog catalog) =>
        [.. catalog.Serializers.Select(Serializer), .. catalog.NotInstalled.Select(Serializer)];

    public static PayloadRecord Payload(SizedPayload sized) =>
        new(sized.Payload.Id, sized.Payload.Description, sized.Size, sized.Payload.Scale?.Unit);

    /// <summary>Asks an adapter whether it takes a payload; an adapter that throws is reported, not fatal.</summary>
    public static Support SupportOf(ISerializerAdapter adapter, PayloadDescriptor payload)
    {
        try
        {
            return adapter.Supports(payload);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return Support.No($"Supports() threw {ex.GetType().Name}: {ex.Message}");
        }
    }

    /// <summary>The command line as typed, quoting arguments that contain spaces.</summary>
    public static string CommandLine(IEnumerable<string> args) =>
        string.Join(' ', new[] { "serbench" }.Concat(args.Select(a => a.Length == 0 || a.Any(char.IsWhiteSpace) ? $"\"{a}\"" : a)));

    private static TraitRecord Trait(string name, Trait trait) => new(name, trait.Value, trait.Reason);
}
