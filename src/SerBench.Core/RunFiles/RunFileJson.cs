using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerBench.RunFiles;

/// <summary>The JSON settings of <c>run.json</c>: camelCase, indented, null members left out.</summary>
internal static class RunFileJson
{
    public static JsonSerializerOptions Options { get; } = new(JsonSerializerDefaults.Web)
    {
        WriteIndented = true,
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,

        // Reasons and diffs quote user data (e.g. "a" != "b"); keep them readable in the file.
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        AllowTrailingCommas = false,
        ReadCommentHandling = JsonCommentHandling.Disallow,
        NumberHandling = JsonNumberHandling.Strict,
        RespectNullableAnnotations = true,
    };

    /// <summary>The same settings on one line (a measuring process's protocol lines).</summary>
    public static JsonSerializerOptions Compact { get; } = new(Options) { WriteIndented = false };
}
