namespace SerBench.Reports;

/// <summary>Text files compiled into this assembly (report.css, report.js, the published figures), so reports need no files beside the tool.</summary>
internal static class EmbeddedText
{
    public static string Read(string logicalName)
    {
        using var stream = typeof(EmbeddedText).Assembly.GetManifestResourceStream(logicalName)
            ?? throw new InvalidOperationException($"The resource {logicalName} is not embedded in {typeof(EmbeddedText).Assembly.GetName().Name}; check the EmbeddedResource items of SerBench.csproj.");
        using var reader = new StreamReader(stream);
        return reader.ReadToEnd();
    }
}
