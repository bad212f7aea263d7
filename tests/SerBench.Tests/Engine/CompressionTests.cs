using System.IO.Compression;
using SerBench.Engine;
using SerBench.Payloads;
using SerBench.Serializers.SystemTextJson;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Engine;

public sealed class CompressionTests
{
    private static readonly byte[] Zeros = new byte[10_000];

    [Fact]
    public void Gzip_of_ten_thousand_zero_bytes_is_far_smaller_than_ten_thousand()
    {
        var size = Compression.GzipSize(Zeros);

        Assert.InRange(size, 1, 200);
    }

    [Fact]
    public void Brotli_of_ten_thousand_zero_bytes_is_far_smaller_than_ten_thousand()
    {
        Assert.InRange(Compression.BrotliSize(Zeros), 1, 200);
    }

    [Fact]
    public void Compressed_sizes_of_text_are_positive()
    {
        var json = """{"Id":123456,"OtherId":123,"Name":"Snuggles the Destroyer of Worlds","EnumValue":2}"""u8;

        Assert.True(Compression.GzipSize(json) > 0);
        Assert.True(Compression.BrotliSize(json) > 0);
    }

    [Fact]
    public void Zstd_gives_a_size_where_libzstd_loads_and_a_reason_where_it_does_not()
    {
        var size = Compression.ZstdSize(Zeros);

        if (Compression.ZstdUnavailableReason is { } reason)
        {
            Assert.Null(size);
            Assert.Contains("libzstd", reason);
            return;
        }

        Assert.InRange(size!.Value, 1, 200);
    }

    [Fact]
    public void Zstd_is_available_on_a_linux_machine_that_has_libzstd()
    {
        if (!File.Exists("/usr/lib/x86_64-linux-gnu/libzstd.so.1"))
        {
            return; // Nothing to prove where the library is absent; the test above covers the reason.
        }

        Assert.Null(Compression.ZstdUnavailableReason);
        Assert.NotNull(Compression.ZstdSize("zstd"u8));
    }

    public static TheoryData<string> PayloadIds => [.. BuiltInPayloads.All.Select(p => p.Id)];

    [Theory]
    [MemberData(nameof(PayloadIds))]
    public void The_stated_settings_are_what_the_runtimes_optimal_level_gives_so_earlier_runs_stay_comparable(string payloadId)
    {
        var payload = BuiltInPayloads.All.Single(p => p.Id == payloadId);
        var bytes = AdapterBytes.Serialize(new StjAdapter(), new SizedPayload(payload, payload.DefaultSize));

        Assert.Equal(Optimal(bytes, s => new GZipStream(s, CompressionLevel.Optimal, leaveOpen: true)), Compression.GzipSize(bytes));
        Assert.Equal(Optimal(bytes, s => new BrotliStream(s, CompressionLevel.Optimal, leaveOpen: true)), Compression.BrotliSize(bytes));
    }

    [Fact]
    public void A_single_small_message_includes_the_containers_header_and_so_can_grow()
    {
        Assert.True(Compression.GzipSize([1, 2, 3]) >= 3 + 18, "gzip's 10-byte header and 8-byte trailer are part of the size");
        Assert.Contains("gzip at zlib level 6, brotli at quality 4 (22-bit window), zstd at level 3", Compression.Settings);
    }

    private static long Optimal(byte[] data, Func<Stream, Stream> compressor)
    {
        using var target = new MemoryStream();
        using (var stream = compressor(target))
        {
            stream.Write(data);
        }

        return target.Length;
    }
}
