using System.Reflection;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace SerBench.Tests.Docs;

/// <summary>Compiles a page's C# with Roslyn as the repository builds it (nullable on, warnings as errors) and loads it.</summary>
internal static class ExampleCompiler
{
    // ImplicitUsings of the SDK, which the repository's projects rely on.
    private const string GlobalUsings =
        "global using System; global using System.Collections.Generic; global using System.IO; global using System.Linq; " +
        "global using System.Net.Http; global using System.Threading; global using System.Threading.Tasks;";

    public static Assembly Compile(params string[] sources)
    {
        var options = new CSharpParseOptions(LanguageVersion.Latest);
        var trees = sources.Append(GlobalUsings).Select(s => CSharpSyntaxTree.ParseText(s, options)).ToList();
        var references = (AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES") as string ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Select(path => MetadataReference.CreateFromFile(path));
        var compilation = CSharpCompilation.Create(
            "SerBench.Examples",
            trees,
            references,
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Enable, generalDiagnosticOption: ReportDiagnostic.Error));
        using var image = new MemoryStream();
        var result = compilation.Emit(image);
        var problems = result.Diagnostics.Where(d => d.Severity >= DiagnosticSeverity.Warning).Select(d => d.ToString()).ToList();
        Assert.True(result.Success && problems.Count == 0, "docs/extending.md's example does not compile:\n" + string.Join("\n", problems));
        return Assembly.Load(image.ToArray());
    }
}
