using System.Text.Json;

namespace SerBench.Tests.Cli;

public sealed class ListCommandTests
{
    [Fact]
    public void List_json_has_the_fields_of_the_contract_with_lower_case_kebab_values()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("list", "--json");

        Assert.Equal(0, exit);
        using var json = JsonDocument.Parse(cli.Out);
        var root = json.RootElement;
        var serializers = root.GetProperty("serializers").EnumerateArray().ToList();
        Assert.Equal(["stj", "stj-sourcegen", "newtonsoft", "messagepack"], serializers.Select(s => s.GetProperty("id").GetString()));
        foreach (var field in new[] { "id", "package", "version", "format", "codegen", "apiShape", "installed", "reason" })
        {
            Assert.All(serializers, s => Assert.True(s.TryGetProperty(field, out _), $"serializers[].{field} is missing"));
        }

        var sourceGen = serializers[1];
        Assert.Equal("source-generated", sourceGen.GetProperty("codegen").GetString());
        Assert.Equal("buffer-writer", sourceGen.GetProperty("apiShape").GetString());
        Assert.Equal("json", sourceGen.GetProperty("format").GetString());
        Assert.Equal("1.2.3", sourceGen.GetProperty("version").GetString());
        Assert.True(sourceGen.GetProperty("installed").GetBoolean());
        Assert.Equal(JsonValueKind.Null, sourceGen.GetProperty("reason").ValueKind);

        var missing = serializers[3];
        Assert.False(missing.GetProperty("installed").GetBoolean());
        Assert.Equal("message-pack", missing.GetProperty("format").GetString());
        Assert.Contains("not on this machine's package source", missing.GetProperty("reason").GetString());

        var payloads = root.GetProperty("payloads").EnumerateArray().ToList();
        Assert.Equal(9, payloads.Count);
        var customers = payloads.Single(p => p.GetProperty("id").GetString() == "customers");
        Assert.True(customers.GetProperty("scalable").GetBoolean());
        Assert.Equal("customers", customers.GetProperty("unit").GetString());
        Assert.Equal(100, customers.GetProperty("defaultSize").GetInt32());
        Assert.Equal(2_000_000, customers.GetProperty("maxSize").GetInt32());
        Assert.False(payloads[0].GetProperty("scalable").GetBoolean());
        Assert.True(payloads[0].TryGetProperty("description", out _));

        var support = root.GetProperty("support").EnumerateArray().ToList();
        Assert.Equal(4 * 9, support.Count);
        var no = support.Single(s => s.GetProperty("serializer").GetString() == "newtonsoft" && s.GetProperty("payload").GetString() == "floats");
        Assert.False(no.GetProperty("supported").GetBoolean());
        Assert.Equal("floats are too big for this fake", no.GetProperty("reason").GetString());
        Assert.All(
            support.Where(s => s.GetProperty("serializer").GetString() == "messagepack"),
            s => Assert.StartsWith("not installed", s.GetProperty("reason").GetString()));
    }

    [Fact]
    public void List_prints_serializers_payloads_and_why_a_pair_does_not_run()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("list");

        Assert.Equal(0, exit);
        Assert.Contains("Serializers (3 installed, 1 not installed)", cli.Out);
        Assert.Contains("stj-sourcegen", cli.Out);
        Assert.Contains("messagepack (MessagePack for C#, package MessagePack, message-pack): the package MessagePack is not on this machine's package source.", cli.Out);
        Assert.Contains("100 customers (1–2,000,000, --sizes)", cli.Out);
        Assert.Contains("newtonsoft × floats: floats are too big for this fake", cli.Out);
    }
}
