namespace SerBench.Output;

/// <summary>
/// Where the CLI writes what a user sees. Tests pass writers and read them; the real console is the one
/// implementation that touches <see cref="System.Console"/>.
/// </summary>
internal interface IConsoleSink
{
    TextWriter Out { get; }

    TextWriter Error { get; }

    /// <summary>True when a person watches a terminal: live progress and colours are worth drawing.</summary>
    bool IsInteractive { get; }

    /// <summary>Calls <paramref name="onCancel"/> when the user asks to stop (Ctrl-C); dispose to stop listening.</summary>
    IDisposable OnCancelRequested(Action onCancel);

    /// <summary>What the process reads from its standard input (the robustness worker's cases); empty unless a sink says otherwise.</summary>
    TextReader In => TextReader.Null;
}
