using System.Diagnostics;
using System.Diagnostics.Tracing;
using Microsoft.Diagnostics.NETCore.Client;
using Microsoft.Diagnostics.Tracing;

namespace SerBench.Labs.Http;

/// <summary>
/// Reads a process's System.Runtime counters from outside it over EventPipe, as dotnet-counters does: one
/// session for the whole lab run, every reading kept with the lab's clock so each writer's window takes its own.
/// </summary>
internal sealed class RuntimeCounterSession : IDisposable
{
    /// <summary>The counters' interval, the one dotnet-counters uses by default.</summary>
    public const int IntervalSeconds = 1;

    private readonly EventPipeSession _session;
    private readonly Task _reader;
    private readonly List<RuntimeCounterReading> _readings = [];

    private RuntimeCounterSession(EventPipeSession session)
    {
        _session = session;
        _reader = Task.Factory.StartNew(Read, TaskCreationOptions.LongRunning);
    }

    /// <summary>Starts reading <paramref name="processId"/>'s counters; null and the reason when its diagnostics port cannot be reached.</summary>
    public static RuntimeCounterSession? TryStart(int processId, out string? error)
    {
        try
        {
            var provider = new EventPipeProvider(
                "System.Runtime",
                EventLevel.Informational,
                (long)EventKeywords.None,
                new Dictionary<string, string> { ["EventCounterIntervalSec"] = IntervalSeconds.ToString(System.Globalization.CultureInfo.InvariantCulture) });
            var session = new DiagnosticsClient(processId).StartEventPipeSession([provider], requestRundown: false);
            error = null;
            return new RuntimeCounterSession(session);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            // The counters stand beside the load's figures: whatever keeps them from starting is reported, never fatal.
            error = $"{ex.GetType().Name}: {ex.Message}";
            return null;
        }
    }

    /// <summary>Readings that arrived between two instants of <see cref="Stopwatch.GetTimestamp"/>.</summary>
    public IReadOnlyList<RuntimeCounterReading> Between(long startTimestamp, long endTimestamp)
    {
        lock (_readings)
        {
            return [.. _readings.Where(r => r.Timestamp >= startTimestamp && r.Timestamp <= endTimestamp)];
        }
    }

    public void Dispose()
    {
        try
        {
            _session.Stop();
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            // The server has gone already: the session ended with it.
        }

        _reader.Wait(TimeSpan.FromSeconds(10));
        _session.Dispose();
    }

    private void Read()
    {
        try
        {
            using var source = new EventPipeEventSource(_session.EventStream);
            source.Dynamic.All += OnEvent;
            source.Process();
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            // The stream ends when the session stops or the server exits, or breaks off mid-event; what was read stays.
        }
    }

    private void OnEvent(TraceEvent e)
    {
        if (e.EventName != "EventCounters" || e.PayloadValue(0) is not IDictionary<string, object> outer
            || outer.TryGetValue("Payload", out var inner) is false || inner is not IDictionary<string, object> fields)
        {
            return;
        }

        var reading = RuntimeCounterReading.From(fields, Stopwatch.GetTimestamp());
        if (reading is not null)
        {
            lock (_readings)
            {
                _readings.Add(reading);
            }
        }
    }
}

/// <summary>
/// One counter value: a gauge's mean over its interval (CounterType "Mean"), or a count's increase over it
/// (CounterType "Sum"), stamped with the lab's clock when it arrived.
/// </summary>
internal sealed record RuntimeCounterReading(string Name, double Value, bool IsIncrement, double IntervalSeconds, long Timestamp)
{
    public static RuntimeCounterReading? From(IDictionary<string, object> fields, long timestamp)
    {
        ArgumentNullException.ThrowIfNull(fields);
        if (!fields.TryGetValue("Name", out var name) || name is not string counter)
        {
            return null;
        }

        var increment = fields.TryGetValue("CounterType", out var type) && type is string t && t == "Sum";
        var value = Number(fields, increment ? "Increment" : "Mean");
        var interval = fields.TryGetValue("IntervalSec", out var seconds) ? Convert.ToDouble(seconds, System.Globalization.CultureInfo.InvariantCulture) : RuntimeCounterSession.IntervalSeconds;
        return value is { } v ? new RuntimeCounterReading(counter, v, increment, interval, timestamp) : null;
    }

    private static double? Number(IDictionary<string, object> fields, string key) =>
        fields.TryGetValue(key, out var value) && value is IConvertible c ? c.ToDouble(System.Globalization.CultureInfo.InvariantCulture) : null;
}
