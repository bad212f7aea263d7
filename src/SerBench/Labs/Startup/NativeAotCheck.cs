namespace SerBench.Labs.Startup;

/// <summary>
/// Whether this machine could build a NativeAOT probe (the ILCompiler packs of the running .NET, in the
/// NuGet package folder), and each serializer's standing under trimming, from how it finds its types.
/// </summary>
internal static class NativeAotCheck
{
    public static NativeAotRecord Check(IEnumerable<ISerializerAdapter> serializers, string? packagesFolder = null)
    {
        ArgumentNullException.ThrowIfNull(serializers);
        var folder = packagesFolder ?? PackagesFolder();
        var version = Environment.Version.ToString(3);
        var rid = System.Runtime.InteropServices.RuntimeInformation.RuntimeIdentifier;
        string[] packs = ["Microsoft.DotNet.ILCompiler", $"runtime.{rid}.Microsoft.DotNet.ILCompiler", $"Microsoft.NETCore.App.Runtime.NativeAOT.{rid}"];
        var missing = packs.Where(p => !Directory.Exists(Path.Combine(folder, p.ToLowerInvariant(), version))).ToList();
        return new NativeAotRecord
        {
            // The lab has no NativeAOT probe of its own yet: even with the packs present it only says so.
            Measured = false,
            Missing = missing.Count > 0
                ? $"{string.Join(", ", missing.Select(p => $"{p} {version}"))} (not in {folder}; `dotnet publish -p:PublishAot=true` restores them, and this machine's package source does not hold them)"
                : $"the ILCompiler packs {version} are in {folder}, but this lab does not build a NativeAOT probe yet",
            Rows = [.. serializers.Select(Row)],
        };
    }

    private static NativeAotRow Row(ISerializerAdapter adapter)
    {
        var info = adapter.Info;
        if (info.Format == FormatFamily.DotNetBinary)
        {
            return new NativeAotRow(info.Id, false, "BinaryFormatter is not supported under NativeAOT or trimming (it resolves types by name at run time).");
        }

        if (info.Package.StartsWith("Microsoft.OData", StringComparison.OrdinalIgnoreCase))
        {
            return new NativeAotRow(info.Id, false, $"the rows write by hand through ODataMessageWriter, but {info.Package} {info.Version} is not annotated for trimming (it reflects over its own model types); not known to run trimmed.");
        }

        return info.Codegen switch
        {
            Codegen.Reflection => new NativeAotRow(info.Id, false, "reflection-based: reads members and creates types at run time; trimming removes what it needs unless every type is rooted, so it cannot run trimmed as is."),
            Codegen.SourceGenerated => new NativeAotRow(info.Id, true, "source-generated: no run-time reflection over the payload types (expected to run trimmed; not measured here)."),
            Codegen.HandWritten => new NativeAotRow(info.Id, true, "hand-written reader/writer: no run-time reflection (expected to run trimmed; not measured here)."),
            Codegen.Schema => new NativeAotRow(info.Id, true, "schema-generated message types (expected to run trimmed; not measured here)."),
            _ => new NativeAotRow(info.Id, false, "unknown code generation mode."),
        };
    }

    private static string PackagesFolder()
    {
        var configured = Environment.GetEnvironmentVariable("NUGET_PACKAGES");
        return string.IsNullOrEmpty(configured)
            ? Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".nuget", "packages")
            : configured;
    }
}
