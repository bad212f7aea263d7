namespace SerBench.Reports;

/// <summary>A file a lab writes beside run.json: its name, and its text, rendered only when the file is written.</summary>
internal sealed record ReportFile(string Name, Func<string> Render);
