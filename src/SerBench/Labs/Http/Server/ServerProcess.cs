using System.Diagnostics;
using SerBench.Hosting;

namespace SerBench.Labs.Http;

/// <summary>
/// The HTTP lab server as a child process (<c>serbench http-server</c>), started through <see cref="SelfProcess"/>
/// so it serves exactly this lab's serializers. It is killed on <see cref="DisposeAsync"/> (it holds no state worth
/// a graceful stop), and it watches this process's id and stops by itself if the lab dies, so no server outlives it.
/// </summary>
internal sealed class ServerProcess : IHttpLabServer
{
    private readonly Process _process;
    private readonly StringBuilder _log;

    private ServerProcess(Process process, Uri baseAddress, StringBuilder log)
    {
        _process = process;
        BaseAddress = baseAddress;
        _log = log;
    }

    public Uri BaseAddress { get; }

    public int ProcessId => _process.Id;

    public string Description => $"child process {ProcessId}";

    /// <summary>Starts the server and waits for the line that names its bound address.</summary>
    public static async Task<ServerProcess> StartAsync(string host, int port, TimeSpan startTimeout, CancellationToken cancellationToken)
    {
        var info = SelfProcess.StartInfo(HttpServerCommand.ChildArguments(host, port, Environment.ProcessId));
        var process = Process.Start(info) ?? throw new InvalidOperationException("Could not start the HTTP lab server process.");
        var log = new StringBuilder();
        var errors = Task.Run(async () =>
        {
            while (await process.StandardError.ReadLineAsync(CancellationToken.None).ConfigureAwait(false) is { } line)
            {
                lock (log)
                {
                    log.AppendLine(line);
                }
            }
        }, CancellationToken.None);
        using var timeout = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeout.CancelAfter(startTimeout);
        try
        {
            while (await process.StandardOutput.ReadLineAsync(timeout.Token).ConfigureAwait(false) is { } line)
            {
                if (HttpServerCommand.TryParseListening(line, out var address))
                {
                    // Keep draining stdout so the child never blocks on a full pipe.
                    _ = process.StandardOutput.ReadToEndAsync(CancellationToken.None);
                    return new ServerProcess(process, address, log);
                }
            }

            await process.WaitForExitAsync(CancellationToken.None).ConfigureAwait(false);
            await errors.ConfigureAwait(false);
            throw new InvalidOperationException($"The HTTP lab server exited with code {process.ExitCode} before it listened. Its output: {Text(log)}");
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            Kill(process);
            throw new InvalidOperationException($"The HTTP lab server did not report its address within {startTimeout.TotalSeconds:0} s. Its output: {Text(log)}");
        }
        catch
        {
            Kill(process);
            process.Dispose();
            throw;
        }
    }

    /// <summary>What the server printed on its error stream (its failures), for messages.</summary>
    public string ErrorOutput
    {
        get
        {
            lock (_log)
            {
                return _log.ToString();
            }
        }
    }

    public ValueTask DisposeAsync()
    {
        Kill(_process);
        _process.Dispose();
        return ValueTask.CompletedTask;
    }

    private static void Kill(Process process)
    {
        try
        {
            if (!process.HasExited)
            {
                process.Kill(entireProcessTree: true);
                process.WaitForExit(5_000);
            }
        }
        catch (InvalidOperationException)
        {
            // Already gone.
        }
    }

    private static string Text(StringBuilder log)
    {
        lock (log)
        {
            var text = log.ToString().Trim();
            return text.Length == 0 ? "(nothing)" : text;
        }
    }
}
