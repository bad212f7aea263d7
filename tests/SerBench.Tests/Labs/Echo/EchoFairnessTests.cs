using System.Buffers;
using System.IO.Pipelines;
using SerBench.Labs.Echo;

namespace SerBench.Tests.Labs.Echo;

/// <summary>
/// A connection with a backlog must not keep its pool thread: both sides read and flush through
/// EchoPipe's fair calls, which suspend even when the bytes are already there. A context that only queues
/// what is posted to it shows the suspension without racing the thread pool.
/// </summary>
public sealed class EchoFairnessTests
{
    [Fact]
    public async Task A_read_of_bytes_already_waiting_still_gives_the_thread_back()
    {
        var pipe = new Pipe();
        await pipe.Writer.WriteAsync(new byte[] { 1, 2, 3 });
        var plain = pipe.Reader.ReadAsync();
        Assert.True(plain.IsCompleted, "the plain read completes at once: the behaviour that starved other connections");
        pipe.Reader.AdvanceTo((await plain).Buffer.Start);

        var queue = new QueueingContext();
        var fair = queue.Call(() => EchoPipe.ReadFairlyAsync(pipe.Reader));

        Assert.False(fair.IsCompleted, "a fair read over waiting bytes completed without giving the thread back");
        Assert.Equal(1, queue.RunAll());
        var result = await fair;
        Assert.Equal(3, result.Buffer.Length);
        pipe.Reader.AdvanceTo(result.Buffer.End);
    }

    [Fact]
    public async Task A_flush_that_need_not_wait_still_gives_the_thread_back()
    {
        var pipe = new Pipe();
        pipe.Writer.Write<byte>([7]);

        var queue = new QueueingContext();
        var fair = queue.Call(() => EchoPipe.FlushFairlyAsync(pipe.Writer));

        Assert.False(fair.IsCompleted, "a fair flush completed without giving the thread back");
        Assert.Equal(1, queue.RunAll());
        Assert.False((await fair).IsCompleted);
        var read = await pipe.Reader.ReadAsync();
        Assert.Equal(1, read.Buffer.Length);
    }

    /// <summary>Holds every callback posted to it until <see cref="RunAll"/>.</summary>
    private sealed class QueueingContext : SynchronizationContext
    {
        private readonly Queue<(SendOrPostCallback Callback, object? State)> _posted = new();

        public override void Post(SendOrPostCallback d, object? state) => _posted.Enqueue((d, state));

        public T Call<T>(Func<T> start)
        {
            var previous = Current;
            SetSynchronizationContext(this);
            try
            {
                return start();
            }
            finally
            {
                SetSynchronizationContext(previous);
            }
        }

        public int RunAll()
        {
            var ran = 0;
            while (_posted.TryDequeue(out var item))
            {
                item.Callback(item.State);
                ran++;
            }

            return ran;
        }
    }
}
