using SerBench.Adapters.IO;

namespace SerBench.Tests.Adapters;

/// <summary>The stream stream-shaped rows read through: every byte of a slice, an array's or not, in any chunks.</summary>
public sealed class ReadOnlyMemoryStreamTests
{
    private static byte[] Sample => StreamHelperTests.Sample;

    [Theory]
    [MemberData(nameof(StreamHelperTests.Chunks), MemberType = typeof(StreamHelperTests))]
    public void Reading_in_chunks_returns_every_byte_from_an_array_or_not(int chunk)
    {
        foreach (var memory in new[] { new ReadOnlyMemory<byte>([0, .. Sample, 0]).Slice(1, Sample.Length), new NativeMemory(Sample).Memory })
        {
            var stream = new ReadOnlyMemoryStream(memory);
            var read = new List<byte>();
            var part = new byte[chunk];
            int n;
            while ((n = stream.Read(part, 0, chunk)) > 0)
            {
                read.AddRange(part.AsSpan(0, n).ToArray());
            }

            Assert.Equal(Sample, read);
            Assert.Equal(-1, stream.ReadByte());
        }
    }

    [Theory]
    [MemberData(nameof(StreamHelperTests.Chunks), MemberType = typeof(StreamHelperTests))]
    public async Task Reading_asynchronously_in_chunks_returns_every_byte_and_each_count(int chunk)
    {
        var stream = new ReadOnlyMemoryStream(new ReadOnlyMemory<byte>([0, .. Sample, 0]).Slice(1, Sample.Length));
        var read = new List<byte>();
        var part = new byte[chunk];
        var counts = new List<int>();
        int n;
        while ((n = await stream.ReadAsync(part, 0, chunk, CancellationToken.None)) > 0)
        {
            counts.Add(n);
            read.AddRange(part.AsSpan(0, n).ToArray());
        }

        Assert.Equal(Sample, read);
        Assert.Equal(Sample.Length, counts.Sum());
        Assert.Equal(Sample.Length % chunk == 0 ? chunk : Sample.Length % chunk, counts[^1]);
    }

    [Fact]
    public void Read_byte_and_seek_follow_the_position_over_a_slice()
    {
        var stream = new ReadOnlyMemoryStream(new ReadOnlyMemory<byte>([5, 6, 7, 8]).Slice(1, 2));

        Assert.Equal(6, stream.ReadByte());
        Assert.Equal(7, stream.ReadByte());
        Assert.Equal(-1, stream.ReadByte());
        stream.Seek(-1, SeekOrigin.End);
        Assert.Equal(7, stream.ReadByte());
        stream.Reset(new NativeMemory([3, 4]).Memory);
        Assert.Equal(3, stream.ReadByte());
        Assert.Equal(4, stream.ReadByte());
        Assert.Equal(-1, stream.ReadByte());
    }
}
