using System.Net.Http.Json;
using SerBench.Http;

namespace SerBench.Labs.Http;

/// <summary>
/// Samples the server's <c>GET /counters</c> once a second for the length of one writer's window; the
/// samples become that window's <see cref="SerBench.Labs.Http.HttpServerCounters"/> (<see cref="CounterWindow"/>).
/// </summary>
internal sealed class CounterSampler(HttpClient client)
{
    public static readonly TimeSpan Interval = TimeSpan.FromSeconds(1);

    /// <summary>Samples from now until <paramref name="until"/> completes, with one sample at each end.</summary>
    public async Task<IReadOnlyList<CountersSnapshot>> SampleWhileAsync(Task until, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(until);
        var samples = new List<CountersSnapshot>();
        await AddAsync(samples, cancellationToken).ConfigureAwait(false);
        using var timer = new PeriodicTimer(Interval);
        while (!until.IsCompleted)
        {
            var tick = timer.WaitForNextTickAsync(cancellationToken).AsTask();
            if (await Task.WhenAny(tick, until).ConfigureAwait(false) == until)
            {
                break;
            }

            await AddAsync(samples, cancellationToken).ConfigureAwait(false);
        }

        await AddAsync(samples, cancellationToken).ConfigureAwait(false);
        return samples;
    }

    public Task<CountersSnapshot?> ReadAsync(CancellationToken cancellationToken) =>
        client.GetFromJsonAsync<CountersSnapshot>(HttpRoutes.CountersPath, HttpRoutes.Json, cancellationToken);

    private async Task AddAsync(List<CountersSnapshot> samples, CancellationToken cancellationToken)
    {
        try
        {
            if (await ReadAsync(cancellationToken).ConfigureAwait(false) is { } sample)
            {
                samples.Add(sample);
            }
        }
        catch (HttpRequestException)
        {
            // A sample lost under load leaves a longer interval; the window's figures still hold.
        }
        catch (TaskCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            // The client's own timeout: same as a lost sample.
        }
    }
}
