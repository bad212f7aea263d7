namespace SerBench.Hosting.Builds;

/// <summary>
/// What <see cref="CachedPublish.Ensure"/> gave: the published folder, or why there is none. The publish log stays
/// beside the folder either way, so a reused build can still be read (e.g. for its trim and AOT warnings).
/// </summary>
/// <param name="Folder">The published app folder, or null when the build failed.</param>
/// <param name="Reused">True when the folder came from the cache (no publish ran now).</param>
/// <param name="Took">How long the publish took, when one ran now.</param>
/// <param name="LogPath">The publish's output (standard output and error).</param>
/// <param name="Note">One line for the run's notes: built, reused, or the reason it failed.</param>
public sealed record PublishResult(string? Folder, bool Reused, TimeSpan? Took, string LogPath, string Note)
{
    public bool Succeeded => Folder is not null;

    /// <summary>The publish log's text, or empty when it was never written.</summary>
    public string ReadLog() => File.Exists(LogPath) ? File.ReadAllText(LogPath) : string.Empty;
}
