namespace SerBench.Tests.Engine;

public sealed class FileSinkTests
{
    [Fact]
    public void What_reaches_the_file_is_the_message_and_each_call_starts_it_again()
    {
        using var sink = new FileSink(Path.GetTempPath());
        var large = new byte[10_000];
        Random.Shared.NextBytes(large);

        Write(sink, large);
        Write(sink, [1, 2, 3]);

        Assert.Equal(new byte[] { 1, 2, 3 }, sink.ReadBack());
        Assert.True(File.Exists(sink.Path));
    }

    [Fact]
    public void The_file_is_deleted_when_the_sink_is_done()
    {
        string path;
        using (var sink = new FileSink(Path.GetTempPath()))
        {
            path = sink.Path;
            Write(sink, [42]);
        }

        Assert.False(File.Exists(path));
    }

    [Fact]
    public void Serialize_cells_with_the_file_sink_are_verified_measured_and_leave_no_file()
    {
        var preset = Preset.ForTuning(warmups: 0, iterations: 2, iterationMs: 2, jitQuietMs: null, flags: "cg");
        var pair = new PlannedPair(new ReflectionJsonTestAdapter(), new SizedPayload(BuiltInPayloads.Simple, 1), [Operations.Serialize, Operations.RoundTrip]);
        var before = SinkFiles();

        var cells = new InProcessMicroLab().Run(preset, [pair], new RecordingObserver(), new MicroLabOptions { Sink = Sinks.File }, CancellationToken.None);

        Assert.All(cells, c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.All(cells, c => Assert.True(c.MedianNs > 0));
        Assert.Empty(SinkFiles().Except(before));
    }

    private static void Write(FileSink sink, byte[] message)
    {
        sink.Rewind();
        message.CopyTo(sink.GetSpan(message.Length));
        sink.Advance(message.Length);
        sink.Flush();
    }

    private static string[] SinkFiles() =>
        Directory.GetFiles(Path.GetTempPath(), $"serbench-sink-{Environment.ProcessId}-*");
}
