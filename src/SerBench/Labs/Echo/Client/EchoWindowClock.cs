using System.Diagnostics;

namespace SerBench.Labs.Echo;

/// <summary>
/// Times a window on a thread of its own: the thread pool is saturated by the clients' loops (and on a loaded
/// machine by the server too), and a timer continuation queued behind them could start or end the window
/// seconds late. Flags flip and the control commands go out from here, at the instants they are due.
/// </summary>
internal sealed class EchoWindowClock(List<EchoClientConnection> clients, EchoControlClient control, EchoLoad load, CancellationToken cancellationToken)
{
    public double Seconds { get; private set; }

    public ServerWindowStats? Server { get; private set; }

    /// <summary>Set when the warm-up hit <see cref="EchoLoad.MaxWarmup"/> or a message-count window stalled.</summary>
    public string? Note { get; private set; }

    public Task RunAsync() => Task.Factory.StartNew(Run, cancellationToken, TaskCreationOptions.LongRunning, TaskScheduler.Default);

    private void Run()
    {
        WarmUp();
        control.BeginWindowAsync(cancellationToken).GetAwaiter().GetResult();
        clients.ForEach(c => c.Measuring = true);
        var started = Stopwatch.GetTimestamp();
        WaitForEnd();
        clients.ForEach(c => c.Measuring = false);
        Seconds = Stopwatch.GetElapsedTime(started).TotalSeconds;
        Server = control.EndWindowAsync(cancellationToken).GetAwaiter().GetResult();
    }

    private void WarmUp()
    {
        var started = Stopwatch.GetTimestamp();
        while (true)
        {
            var elapsed = Stopwatch.GetElapsedTime(started);
            var turnedOver = clients.TrueForAll(c => c.Received >= load.InFlight);
            if (elapsed >= load.Warmup && turnedOver)
            {
                return;
            }

            if (elapsed >= load.MaxWarmup)
            {
                Note = $"warm-up stopped at {load.MaxWarmup.TotalSeconds:0} s before every client's first {load.InFlight:N0} requests were answered: the window may not be steady state";
                return;
            }

            Sleep();
        }
    }

    private void WaitForEnd()
    {
        var started = Stopwatch.GetTimestamp();
        if (load.Messages is not { } target)
        {
            while (Stopwatch.GetElapsedTime(started) < load.Duration)
            {
                Sleep();
            }

            return;
        }

        long last = -1;
        var lastProgress = Stopwatch.GetTimestamp();
        while (true)
        {
            var measured = clients.Sum(c => c.Measured);
            if (measured >= target)
            {
                return;
            }

            if (measured != last)
            {
                last = measured;
                lastProgress = Stopwatch.GetTimestamp();
            }
            else if (Stopwatch.GetElapsedTime(lastProgress) > load.Stall)
            {
                Note = $"no reply for {load.Stall.TotalSeconds:0} s; the window ended before its message count";
                return;
            }

            Sleep();
        }
    }

    private void Sleep()
    {
        cancellationToken.ThrowIfCancellationRequested();
        Thread.Sleep(5);
    }
}
