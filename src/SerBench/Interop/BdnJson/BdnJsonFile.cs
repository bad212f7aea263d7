using System.Text.Encodings.Web;
using System.Text.Json;

namespace SerBench.Interop.BdnJson;

/// <summary>Writes BenchmarkDotNet full JSON as its exporter does (PascalCase, every member, nulls included) and names its files.</summary>
internal static class BdnJsonFile
{
    /// <summary>What BenchmarkDotNet's full JSON files are called, and what dotnet/performance's ResultsComparer looks for in a folder.</summary>
    public const string Suffix = "-report-full.json";

    /// <summary>The export's name in the run folder when --out is not given.</summary>
    public const string DefaultFileName = "serbench" + Suffix;

    private static readonly JsonSerializerOptions Options = new()
    {
        WriteIndented = true,
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        NumberHandling = System.Text.Json.Serialization.JsonNumberHandling.Strict,
    };

    public static byte[] Serialize(BdnDocument document) => JsonSerializer.SerializeToUtf8Bytes(document, Options);

    /// <summary>Writes atomically (a temporary file, then a rename), so a crash never leaves half an export.</summary>
    public static void Write(string file, BdnDocument document)
    {
        var bytes = Serialize(document);
        var directory = Path.GetDirectoryName(file)!;
        Directory.CreateDirectory(directory);
        var temporary = Path.Combine(directory, $".{Path.GetFileName(file)}.{Environment.ProcessId}.tmp");
        try
        {
            File.WriteAllBytes(temporary, bytes);
            File.Move(temporary, file, overwrite: true);
        }
        finally
        {
            if (File.Exists(temporary))
            {
                File.Delete(temporary);
            }
        }
    }
}
