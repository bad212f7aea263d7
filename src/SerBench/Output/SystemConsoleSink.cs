using Spectre.Console;

namespace SerBench.Output;

/// <summary>The process console: the only place besides Program.cs that touches <see cref="Console"/>.</summary>
internal sealed class SystemConsoleSink : IConsoleSink
{
    public TextWriter Out => Console.Out;

    public TextWriter Error => Console.Error;

    public TextReader In => Console.In;

    // Spectre already treats CI servers and redirected output as non-interactive.
    public bool IsInteractive =>
        !Console.IsOutputRedirected && AnsiConsole.Profile.Capabilities.Interactive;

    public IDisposable OnCancelRequested(Action onCancel)
    {
        ArgumentNullException.ThrowIfNull(onCancel);
        var asked = 0;
        void Handler(object? sender, ConsoleCancelEventArgs e)
        {
            // The first Ctrl-C stops between cells and saves the partial run; a second one ends the process.
            if (Interlocked.Increment(ref asked) == 1)
            {
                e.Cancel = true;
                onCancel();
            }
        }

        Console.CancelKeyPress += Handler;
        return new Registration(() => Console.CancelKeyPress -= Handler);
    }

    private sealed class Registration(Action dispose) : IDisposable
    {
        public void Dispose() => dispose();
    }
}
