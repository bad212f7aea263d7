namespace SerBench.Output;

/// <summary>A non-interactive sink over two writers (tests, and users who capture the lab's output).</summary>
internal sealed class WriterConsoleSink(TextWriter output, TextWriter error) : IConsoleSink
{
    public TextWriter Out { get; } = output;

    public TextWriter Error { get; } = error;

    public bool IsInteractive => false;

    // Writers have no Ctrl-C; callers cancel through the token they pass to SerBenchApp.Run.
    public IDisposable OnCancelRequested(Action onCancel) => NoRegistration.Instance;

    private sealed class NoRegistration : IDisposable
    {
        public static readonly NoRegistration Instance = new();

        public void Dispose()
        {
        }
    }
}
