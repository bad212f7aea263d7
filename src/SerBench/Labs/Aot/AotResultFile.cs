using System.Text.Json;
using SerBench.Hosting.Builds;

namespace SerBench.Labs.Aot;

/// <summary>
/// aot.json: written into the run folder and, as the machine's latest check, into the cache
/// ($XDG_CACHE_HOME/serbench/aot/latest.json), which `list`, `recommend` and the startup lab read.
/// </summary>
internal static class AotResultFile
{
    public const string FileName = "aot.json";

    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web) { WriteIndented = true };

    /// <summary>Overrides the AOT cache folder (the tests point it at a folder of their own, so no machine's result leaks into them).</summary>
    public const string CacheVariable = "SERBENCH_AOT_CACHE";

    /// <summary>$SERBENCH_AOT_CACHE, else $XDG_CACHE_HOME/serbench/aot (else ~/.cache/serbench/aot): the probe builds and latest.json.</summary>
    public static string CacheRoot() =>
        Environment.GetEnvironmentVariable(CacheVariable) is { Length: > 0 } configured ? configured : CachedPublish.DefaultCacheRoot("aot");

    /// <summary>The machine's latest AOT check: CACHE/latest.json.</summary>
    public static string LatestPath() => Path.Combine(CacheRoot(), "latest.json");

    public static void Write(string path, AotResult result)
    {
        Directory.CreateDirectory(Path.GetDirectoryName(Path.GetFullPath(path))!);
        File.WriteAllText(path, JsonSerializer.Serialize(result, Json) + "\n");
    }

    /// <summary>Reads an AOT result, or throws <see cref="AotResultException"/> saying what is wrong and what is accepted.</summary>
    public static AotResult Read(string path)
    {
        const string accepted = "an aot.json written by 'serbench aot' (schemaVersion 1, checkedUtc, rows with id and outcome)";
        AotResult? result;
        try
        {
            result = JsonSerializer.Deserialize<AotResult>(File.ReadAllText(path), Json);
        }
        catch (JsonException ex)
        {
            throw new AotResultException($"The AOT result {path} is damaged ({ex.Message}). Accepted: {accepted}; run 'serbench aot' again to rewrite it.");
        }

        if (result is null || result.SchemaVersion != AotResult.CurrentSchema || result.Rows is null)
        {
            throw new AotResultException($"The AOT result {path} is not one this SerBench reads (schemaVersion {result?.SchemaVersion}). Accepted: {accepted}.");
        }

        var bad = result.Rows.FirstOrDefault(r => r?.Id is null || !AotOutcome.All.Contains(r.Outcome));
        if (bad is not null)
        {
            throw new AotResultException($"The AOT result {path} has a row with outcome '{bad.Outcome}' (id '{bad.Id}'). Valid outcomes: {string.Join(", ", AotOutcome.All)}.");
        }

        return result;
    }

    /// <summary>The result in <paramref name="folder"/> when it has one, else the machine's latest, else null (not checked).</summary>
    public static AotResult? Find(string? folder, string? latestPath = null)
    {
        var local = folder is null ? null : Path.Combine(folder, FileName);
        if (local is not null && File.Exists(local))
        {
            return Read(local);
        }

        var latest = latestPath ?? LatestPath();
        return File.Exists(latest) ? Read(latest) : null;
    }
}

/// <summary>An AOT result file that cannot be read: a user-facing message.</summary>
internal sealed class AotResultException(string message) : Exception(message);
