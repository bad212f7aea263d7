using System.Runtime.InteropServices;
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

    /// <remarks>
    /// SIGTERM (what `kill`, `timeout`, a CI runner or a container stop sends) is a request to stop like Ctrl-C: without
    /// it the runtime ends at once, the run file stays marked unfinished and a measuring process the lab had started
    /// goes on measuring as an orphan until it next writes a result.
    /// </remarks>
    public IDisposable OnCancelRequested(Action onCancel)
    {
        ArgumentNullException.ThrowIfNull(onCancel);
        var asked = 0;

        // The first request stops between cells and saves the partial run; a second one ends the process.
        bool First() => Interlocked.Increment(ref asked) == 1;
        void Handler(object? sender, ConsoleCancelEventArgs e)
        {
            if (First())
            {
                e.Cancel = true;
                onCancel();
            }
        }

        Console.CancelKeyPress += Handler;
        var terminate = TerminateRegistration(context =>
        {
            if (First())
            {
                context.Cancel = true;
                onCancel();
            }
        });
        return new Registration(() =>
        {
            Console.CancelKeyPress -= Handler;
            terminate?.Dispose();
        });
    }

    private static PosixSignalRegistration? TerminateRegistration(Action<PosixSignalContext> handler)
    {
        try
        {
            return PosixSignalRegistration.Create(PosixSignal.SIGTERM, handler);
        }
        catch (PlatformNotSupportedException)
        {
            return null;
        }
    }

    private sealed class Registration(Action dispose) : IDisposable
    {
        public void Dispose() => dispose();
    }
}
