using SerBench.Engine;

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
}
