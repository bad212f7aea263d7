using System.Buffers;
using System.Globalization;
using SerBench.Labs.Echo;

namespace SerBench.Tests.Labs.Echo;

/// <summary>The echo lab's pieces on their own: frame layout, the latency histogram, the seed table, the report section.</summary>
public sealed class EchoPartsTests
{
    [Fact]
    public void A_frame_is_length_offset_envelope_payload_with_the_offset_counted_from_the_envelope()
    {
        var writer = new ArrayBufferWriter<byte>();
        byte[] payload = [.. Enumerable.Repeat((byte)7, 32)];
        EchoFrame.Write(writer, [1, 2, 3], new ReadOnlySequence<byte>(payload));
        var bytes = writer.WrittenSpan.ToArray();
        Assert.Equal([37, 0, 0, 0, 3, 0, 1, 2, 3], bytes[..9]);
        Assert.Equal(4 + 2 + 3 + 32, bytes.Length);

        var buffer = new ReadOnlySequence<byte>(bytes);
        Assert.True(EchoFrame.TryRead(ref buffer, 1024, out var body));
        Assert.True(buffer.IsEmpty);
        EchoFrame.Split(body, out var envelope, out var rest);
        Assert.Equal([1, 2, 3], envelope.ToArray());
        Assert.Equal(payload, rest.ToArray());
        Assert.Equal(72, EchoFrame.SeedMessageBytes(38));
    }

    [Fact]
    public void An_incomplete_frame_waits_for_more_bytes_and_an_offset_past_the_end_is_refused()
    {
        var partial = new ReadOnlySequence<byte>(new byte[] { 10, 0, 0, 0, 0, 0, 1 });
        Assert.False(EchoFrame.TryRead(ref partial, 1024, out _));

        var body = new ReadOnlySequence<byte>(new byte[] { 9, 0, 1, 2 });
        var error = Assert.Throws<EchoProtocolException>(() => EchoFrame.Split(body, out _, out _));
        Assert.Contains("offset 9 points past", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void The_histogram_knows_each_value_to_about_three_percent_and_the_maximum_exactly()
    {
        var histogram = new LatencyHistogram();
        for (var i = 1; i <= 10_000; i++)
        {
            histogram.Record(i * 1_000L);
        }

        Assert.Equal(10_000, histogram.Count);
        Assert.Equal(10_000_000, histogram.Max);
        Assert.InRange(histogram.Quantile(0.5), 5_000_000 * 0.97, 5_000_000 * 1.03);
        Assert.InRange(histogram.Quantile(0.99), 9_900_000 * 0.97, 9_900_000 * 1.03);
        Assert.Equal(10_000_000, histogram.Quantile(1.0));
        for (var value = 0L; value < 1L << 40; value = (value * 3 / 2) + 1)
        {
            var (low, high) = LatencyHistogram.Bounds(LatencyHistogram.Index(value));
            Assert.InRange(value, low, high);
        }
    }

    [Fact]
    public void The_seed_table_in_the_code_is_the_one_in_docs_reference()
    {
        var file = Path.Combine(RepositoryRoot(), "docs", "reference", "seed-002-echo.csv");
        var lines = File.ReadAllLines(file).Skip(1).Where(l => l.Length > 0).ToList();
        Assert.Equal(lines.Count, Seed002Reference.Rows.Count);
        foreach (var line in lines)
        {
            var parts = line.Split(',');
            var row = Assert.Single(Seed002Reference.Rows, r => r.Serializer == parts[0]);
            Assert.Equal(int.Parse(parts[1], CultureInfo.InvariantCulture), row.MessageBytes);
            Assert.Equal(double.Parse(parts[2], CultureInfo.InvariantCulture), row.MessagesPerSecond);
        }
    }

    [Fact]
    public void The_report_puts_wrong_replies_first_and_shows_each_row_as_a_share_of_raw_and_a_ratio_to_custom()
    {
        var section = new EchoSection
        {
            Settings = new EchoSettingsRecord { Clients = 100, InFlight = 1_000, WarmupSeconds = 2, DurationSeconds = 5, MaxFrameBytes = 65_536, Server = "child process", Endpoint = "127.0.0.1:1" },
            Rows =
            [
                Row("raw", 1_000_000),
                Row("stj", 250_000),
                Row("envelope-custom", 800_000) with { Errors = new EchoErrorsRecord { Sequence = 2, First = "reply 7 arrived where 5 was due" } },
            ],
            Reference = Seed002Reference.Rows,
        };
        var md = new System.Text.StringBuilder();
        EchoMarkdownSection.Write(md, new RunFile { SerbenchVersion = "t", Preset = "echo", StartedUtc = DateTime.UnixEpoch, Environment = TestRuns.Environment(), Echo = section });
        var text = md.ToString();
        Assert.True(text.IndexOf("Wrong or missing replies", StringComparison.Ordinal) < text.IndexOf("### `envelope`", StringComparison.Ordinal));
        Assert.Contains("`envelope-custom` × `envelope`: 2 sequence. First: reply 7 arrived where 5 was due", text, StringComparison.Ordinal);
        Assert.Contains("| **2** | `envelope-custom` | 72 B | 38 B | 800,000 | 80 % | 1.00× |", text, StringComparison.Ordinal);
        Assert.Contains("| Custom (bitmask + zigzag varint) | 72 B | 9,060,000 | 1.00× | `envelope-custom` | 72 B | 800,000 | 1.00× |", text, StringComparison.Ordinal);
        Assert.Contains("envelope-custom,envelope,ok,,2,2,", EchoCsvReport.Render(section), StringComparison.Ordinal);
    }

    private static EchoRecord Row(string serializer, double perSecond) => new()
    {
        Serializer = serializer,
        Payload = "envelope",
        Status = CellStatus.Ok,
        EnvelopeBytes = 38,
        MessageBytes = 72,
        Messages = (long)perSecond * 5,
        Seconds = 5,
        MessagesPerSecond = perSecond,
        BytesPerSecond = perSecond * 72,
        Latency = new EchoLatencyRecord(100, 200, 300, 400, 500, 150),
        Server = new EchoServerRecord { Messages = (long)perSecond * 5, CpuMilliseconds = 5_000, CpuMicrosecondsPerMessage = 1, AllocatedBytes = 0, AllocatedBytesPerMessage = 0 },
    };

    private static string RepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "SerBench.slnx")))
            {
                return dir.FullName;
            }
        }

        throw new InvalidOperationException("SerBench.slnx not found above the test output");
    }
}
