using System.Collections.Concurrent;
using System.Diagnostics;
using System.Net;
using SerBench.Hosting;

namespace SerBench.Labs.Echo;

/// <summary>
/// `serbench echo-server` as a child process of the load client (SelfProcess: the same lab program, so the same
/// serializers). Waits for its "listening on" line, keeps its log, and makes sure it ends.
/// </summary>
internal sealed class EchoChildServer : IAsyncDisposable
{
    private readonly Process _process;
    private readonly ConcurrentQueue<string> _log = new();
    private readonly TaskCompletionSource<IPEndPoint> _listening = new(TaskCreationOptions.RunContinuationsAsynchronously);

    private EchoChildServer(Process process) => _process = process;

    public IPEndPoint EndPoint => _listening.Task.Result;

    /// <summary>What the server wrote to stderr: the connections it closed for a fault.</summary>
    public IReadOnlyCollection<string> Log => _log;

    public static async Task<EchoChildServer> StartAsync(int maxFrameBytes, TimeSpan lifetime, TimeSpan startTimeout, CancellationToken cancellationToken)
    {
        var info = SelfProcess.StartInfo(
        [
            "echo-server", "--host", "127.0.0.1", "--port", "0",
            "--max-frame-bytes", maxFrameBytes.ToString(CultureInfo.InvariantCulture),
            "--duration", Math.Ceiling(lifetime.TotalSeconds).ToString(CultureInfo.InvariantCulture),
            "--exit-with", Environment.ProcessId.ToString(CultureInfo.InvariantCulture),
        ]);
        var process = new Process { StartInfo = info, EnableRaisingEvents = true };
        var child = new EchoChildServer(process);
        process.OutputDataReceived += (_, e) => child.OnOutput(e.Data);
        process.ErrorDataReceived += (_, e) =>
        {
            if (e.Data is { Length: > 0 } line)
            {
                child._log.Enqueue(line);
            }
        };
        process.Exited += (_, _) => child._listening.TrySetException(new InvalidOperationException(
            $"the echo server process exited (code {SafeExitCode(process)}) before it listened: {string.Join(" | ", child._log)}"));
        if (!process.Start())
        {
            throw new InvalidOperationException("the echo server process did not start");
        }

        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        try
        {
            await child._listening.Task.WaitAsync(startTimeout, cancellationToken).ConfigureAwait(false);
            return child;
        }
        catch
        {
            await child.DisposeAsync().ConfigureAwait(false);
            throw;
        }
    }

    /// <summary>Waits for the server to exit after a control "shutdown"; kills it when it does not.</summary>
    public async ValueTask DisposeAsync()
    {
        try
        {
            using var wait = new CancellationTokenSource(TimeSpan.FromSeconds(15));
            await _process.WaitForExitAsync(wait.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            _process.Kill(entireProcessTree: true);
            await _process.WaitForExitAsync().ConfigureAwait(false);
        }
        catch (InvalidOperationException)
        {
            // Never started.
        }

        _process.Dispose();
    }

    /// <summary>Asks the process to end now (after a failed run), without waiting for a shutdown command.</summary>
    public void Kill()
    {
        try
        {
            _process.Kill(entireProcessTree: true);
        }
        catch (InvalidOperationException)
        {
            // Already gone.
        }
    }

    private void OnOutput(string? line)
    {
        if (line is null || !line.StartsWith(EchoServerCommand.ListeningPrefix, StringComparison.Ordinal))
        {
            return;
        }

        if (IPEndPoint.TryParse(line[EchoServerCommand.ListeningPrefix.Length..].Trim(), out var endPoint))
        {
            _listening.TrySetResult(endPoint);
        }
    }

    private static string SafeExitCode(Process process)
    {
        try
        {
            return process.ExitCode.ToString(CultureInfo.InvariantCulture);
        }
        catch (InvalidOperationException)
        {
            return "unknown";
        }
    }
}
