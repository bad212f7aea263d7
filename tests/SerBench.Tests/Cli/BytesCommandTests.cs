using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Serializers;
using SerBench.Serializers.MessagePack;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Cli;

public sealed class BytesCommandTests
{
    private static LabCatalog BuiltIns() => LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);

    [Fact]
    public void The_hex_dump_shows_offsets_hex_and_printable_ascii()
    {
        var dump = BytesCommand.HexDump([.. "{\"Id\":123456,\"OtherId\":123}"u8]);

        Assert.Equal(
            "00000000  7b 22 49 64 22 3a 31 32  33 34 35 36 2c 22 4f 74  |{\"Id\":123456,\"Ot|\n" +
            "00000010  68 65 72 49 64 22 3a 31  32 33 7d                 |herId\":123}|\n",
            dump);
    }

    [Fact]
    public void Without_out_the_cells_bytes_are_dumped_to_the_console()
    {
        using var cli = new CliHarness(BuiltIns());

        var exit = cli.Run("bytes", "--serializer", "messagepack", "--payload", "tiny");

        Assert.Equal(ExitCodes.Success, exit);
        Assert.Contains("messagepack × tiny: 7 bytes", cli.Out);
        Assert.Contains("00000000  92 ce 00 01 e2 40 7b", cli.Out);
    }

    [Fact]
    public void Out_writes_exactly_the_bytes_the_serializer_writes()
    {
        using var cli = new CliHarness(BuiltIns());

        var exit = cli.Run("bytes", "--serializer", "messagepack", "--payload", "customers", "--size", "2", "--out", "c.bin");

        Assert.Equal(ExitCodes.Success, exit);
        Assert.Equal(AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Customers, 2), File.ReadAllBytes(cli.PathOf("c.bin")));
    }

    [Theory]
    [InlineData("messagepck", "tiny", "did you mean 'messagepack'")]
    [InlineData("stj", "tinny", "did you mean 'tiny'")]
    [InlineData("memorypack", "customers", "memorypack does not take the payload 'customers'")]
    [InlineData("netserializer", "tiny", "The serializer 'netserializer' is not installed")]
    public void A_mistake_exits_2_with_the_valid_choices(string serializer, string payload, string message)
    {
        using var cli = new CliHarness(BuiltIns());

        var exit = cli.Run("bytes", "--serializer", serializer, "--payload", payload);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains(message, cli.Error);
        Assert.Equal(string.Empty, cli.Out);
    }

    [Fact]
    public void A_size_out_of_range_exits_2_naming_the_limit()
    {
        using var cli = new CliHarness(BuiltIns());

        Assert.Equal(ExitCodes.UsageError, cli.Run("bytes", "--serializer", "stj", "--payload", "customers", "--size", "0"));
        Assert.Contains("give a whole number from 1 to", cli.Error);
    }
}
