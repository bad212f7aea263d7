using System.Diagnostics;
using SerBench.Hosting;

namespace SerBench.Labs.Robustness;

/// <summary>
/// The lab's side of one worker process: starts it through <see cref="SelfProcess"/> with a heap limit, sends
/// cases, waits for each answer up to the time limit, and turns a silent or dead worker into a hang or crash
/// answer. After such an answer the worker is gone; the caller starts a new one.
/// </summary>
internal sealed class WorkerProcess : IDisposable
{
    private const int MaxErrorChars = 8_000;

    private readonly Process _process;
    private readonly WorkerLimits _limits;
    private readonly StringBuilder _stderr = new();
    private bool _dead;

    private WorkerProcess(Process process, WorkerLimits limits)
    {
        _process = process;
        _limits = limits;
    }

    public bool IsAlive => !_dead;

    /// <summary>Starts a worker and waits until it has built its codec; throws <see cref="WorkerSetupException"/> with its error output if it cannot.</summary>
    public static WorkerProcess Start(WorkerTarget target, WorkerLimits limits)
    {
        var info = SelfProcess.StartInfo(target.ToArguments());
        info.RedirectStandardInput = true;
        info.StandardOutputEncoding = Encoding.UTF8;
        info.StandardInputEncoding = new UTF8Encoding(false);
        info.Environment["DOTNET_GCHeapHardLimit"] = "0x" + ((long)limits.MemoryMb * 1024 * 1024).ToString("X", CultureInfo.InvariantCulture);
        info.Environment["DOTNET_DbgEnableMiniDump"] = "0";
        var process = Process.Start(info) ?? throw new WorkerSetupException($"The worker for {target.Serializer} × {target.Payload} did not start.");
        var worker = new WorkerProcess(process, limits);
        process.ErrorDataReceived += worker.OnError;
        process.BeginErrorReadLine();
        worker.WaitReady(target);
        return worker;
    }

    /// <summary>Runs one case; never throws for anything the case does to the worker.</summary>
    public WorkerReply Run(WorkerRequest request)
    {
        ArgumentNullException.ThrowIfNull(request);
        if (_dead)
        {
            throw new InvalidOperationException("This worker has ended; start a new one.");
        }

        var clock = Stopwatch.StartNew();
        try
        {
            _process.StandardInput.WriteLine(WorkerProtocol.Line(request));
            _process.StandardInput.Flush();
        }
        catch (IOException)
        {
            return Died(request.Index, clock);
        }

        while (true)
        {
            var remaining = _limits.TimeoutMs - (int)clock.ElapsedMilliseconds;
            var read = _process.StandardOutput.ReadLineAsync();
            if (remaining <= 0 || !read.Wait(Math.Max(0, remaining)))
            {
                Kill();
                return new WorkerReply
                {
                    Index = request.Index,
                    Outcome = Outcomes.Hang,
                    Detail = $"no answer within {_limits.TimeoutMs.ToString("N0", CultureInfo.InvariantCulture)} ms; the worker was killed",
                    ElapsedMs = clock.Elapsed.TotalMilliseconds,
                };
            }

            var line = read.Result;
            if (line is null)
            {
                return Died(request.Index, clock);
            }

            if (line.StartsWith(WorkerProtocol.Marker, StringComparison.Ordinal))
            {
                var reply = WorkerProtocol.Parse<WorkerReply>(line[WorkerProtocol.Marker.Length..])
                    ?? throw new InvalidOperationException("The worker sent a null answer.");
                if (Outcomes.EndsWorker(reply.Outcome))
                {
                    Kill();
                }

                return reply;
            }
        }
    }

    public void Dispose()
    {
        if (!_dead)
        {
            try
            {
                _process.StandardInput.Close();
                if (!_process.WaitForExit(5_000))
                {
                    Kill();
                }
            }
            catch (IOException)
            {
                Kill();
            }
        }

        _dead = true;
        _process.Dispose();
    }

    private void WaitReady(WorkerTarget target)
    {
        var clock = Stopwatch.StartNew();
        while (true)
        {
            var read = _process.StandardOutput.ReadLineAsync();
            var remaining = WorkerLimits.StartupTimeout - clock.Elapsed;
            if (remaining <= TimeSpan.Zero || !read.Wait(remaining))
            {
                Kill();
                throw new WorkerSetupException($"The worker for {target.Serializer} × {target.Payload} was not ready within {WorkerLimits.StartupTimeout.TotalSeconds:0} s.");
            }

            if (read.Result is null)
            {
                _process.WaitForExit();
                _dead = true;
                throw new WorkerSetupException(
                    $"The worker for {target.Serializer} × {target.Payload} exited with code {_process.ExitCode} before it was ready: {ErrorText().Trim()}");
            }

            if (read.Result == WorkerProtocol.Ready)
            {
                return;
            }
        }
    }

    private WorkerReply Died(int index, Stopwatch clock)
    {
        if (!_process.WaitForExit(30_000))
        {
            Kill();
        }

        // The parameterless wait returns once the error stream is drained, so the last words are in.
        _process.WaitForExit();
        _dead = true;
        var (outcome, detail) = CrashClassifier.Classify(_process.ExitCode, ErrorText());
        return new WorkerReply { Index = index, Outcome = outcome, Detail = detail, ElapsedMs = clock.Elapsed.TotalMilliseconds };
    }

    private void Kill()
    {
        _dead = true;
        try
        {
            _process.Kill(entireProcessTree: true);
            _process.WaitForExit(10_000);
        }
        catch (InvalidOperationException)
        {
            // Already exited.
        }
    }

    private void OnError(object sender, DataReceivedEventArgs e)
    {
        if (e.Data is null)
        {
            return;
        }

        lock (_stderr)
        {
            if (_stderr.Length < MaxErrorChars)
            {
                _stderr.AppendLine(e.Data);
            }
        }
    }

    private string ErrorText()
    {
        lock (_stderr)
        {
            return _stderr.ToString();
        }
    }
}

/// <summary>A worker that could not build its codec or did not start; the cell is reported as not run, with this message.</summary>
internal sealed class WorkerSetupException(string message) : Exception(message);
