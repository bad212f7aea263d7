using System.Reflection;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace SerBench.Samples;

/// <summary>Compiles generated model source in memory with Roslyn and loads it, optimized like the lab's own code.</summary>
internal static class ModelCompiler
{
    // The model needs the core library, collections and System.Text.Json's attributes; the runtime's own
    // implementation assemblies serve as references (no reference pack is needed at run time).
    private static readonly string[] ReferenceNames =
        ["System.Private.CoreLib", "System.Runtime", "System.Collections", "System.Text.Json", "System.Memory", "netstandard"];

    public static Assembly Compile(string assemblyName, IEnumerable<string> sources)
    {
        var trees = sources.Select(s => CSharpSyntaxTree.ParseText(s, new CSharpParseOptions(LanguageVersion.CSharp10))).ToList();
        var compilation = CSharpCompilation.Create(
            assemblyName,
            trees,
            References(),
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, optimizationLevel: OptimizationLevel.Release, nullableContextOptions: NullableContextOptions.Enable));
        using var image = new MemoryStream();
        var result = compilation.Emit(image);
        if (!result.Success)
        {
            var errors = result.Diagnostics.Where(d => d.Severity == DiagnosticSeverity.Error).Take(5).Select(d => d.ToString());
            throw new InvalidOperationException($"The model generated from the JSON sample does not compile (a SerBench bug; please report it with the sample): {string.Join("; ", errors)}");
        }

        return Assembly.Load(image.ToArray());
    }

    private static List<MetadataReference> References()
    {
        var trusted = (AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES") as string ?? "").Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries);
        var references = trusted
            .Where(path => ReferenceNames.Contains(Path.GetFileNameWithoutExtension(path), StringComparer.OrdinalIgnoreCase))
            .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path))
            .ToList();
        if (references.Count == 0)
        {
            // Single-file or unusual hosts have no list: fall back to the loaded assemblies' files.
            references.AddRange(new[] { typeof(object), typeof(List<>), typeof(System.Text.Json.JsonSerializer) }
                .Select(t => t.Assembly.Location)
                .Where(l => l.Length > 0)
                .Distinct()
                .Select(l => MetadataReference.CreateFromFile(l)));
        }

        return references;
    }
}
