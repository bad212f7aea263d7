using System.IO.Compression;
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
    public void Zstd_writes_one_frame_that_decompresses_to_the_input_and_its_size_is_the_frames()
    {
        var json = """{"Id":123456,"OtherId":123,"Name":"Snuggles the Destroyer of Worlds","EnumValue":2}"""u8.ToArray();
        using var compressor = new ZstdSharp.Compressor(Compression.ZstdLevel);
        var frame = compressor.Wrap(json).ToArray();
        using var decompressor = new ZstdSharp.Decompressor();

        Assert.Equal(json, decompressor.Unwrap(frame).ToArray());
        Assert.Equal(frame.Length, Compression.ZstdSize(json));

        // Magic number 0xFD2FB528, little-endian: a standard zstd frame any zstd reads.
        Assert.Equal(new byte[] { 0x28, 0xB5, 0x2F, 0xFD }, frame[..4]);
    }

    [Fact]
    public void Zstd_sizes_are_those_libzstd_gave_before_the_managed_port_replaced_it()
    {
        // What the machine's libzstd 1.5.4 (ZSTD_compress, level 3) wrote into the reference run before 2026-11-26 for
        // stj's tiny and Simple payloads: 9 bytes of frame around bytes it cannot shrink.
        Assert.Equal(36, Compression.ZstdSize("""{"Id":123456,"OtherId":123}"""u8));
        Assert.Equal(92, Compression.ZstdSize("""{"Id":123456,"OtherId":123,"Name":"Snuggles the Destroyer of Worlds","EnumValue":2}"""u8));
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
        Assert.Contains("gzip at zlib level 6, brotli at quality 4 (22-bit window), zstd at level 3", Compression.SettingsFor(null));
    }

    [Fact]
    public void The_zstd_a_run_records_names_the_zstd_version_and_the_port_and_its_legend_says_so()
    {
        Assert.Equal($"zstd 1.5.7 (ZstdSharp {typeof(ZstdSharp.Compressor).Assembly.GetName().Version!.ToString(3)})", Compression.Zstd);
        Assert.Contains("brotli at quality 4 (22-bit window), zstd 1.5.7 (ZstdSharp 0.8.8) at level 3", Compression.SettingsFor(Compression.Zstd));
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
