using System.Text.Json;
using SerBench.Serializers;

namespace SerBench.Tests.Library;

/// <summary>A user's lab through <see cref="LabBuilder"/> and SerBenchApp.Run(args, lab => …).</summary>
public sealed class LabBuilderTests : IDisposable
{
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();

    [Fact]
    public void User_rows_join_the_built_in_ones()
    {
        var catalog = LabBuilder.Default
            .AddPayload("orders", UserTypes.NewMutable)
            .AddPayload("shipments", n => Enumerable.Range(0, n).Select(_ => UserTypes.NewShipment()).ToList(), new PayloadScale("shipments", 10, 1000, 300))
            .AddSerializer(new MisbehavingAdapter("my-json", Misbehaviour.None))
            .Build();

        Assert.Equal(BuiltInPayloads.All.Count + 2, catalog.Payloads.Count);
        Assert.Equal(BuiltInSerializers.Installed().Count + 1, catalog.Serializers.Count);
        Assert.True(catalog.FindPayload("shipments")!.IsScalable);
        Assert.Equal("UserOrder from SerBench.Tests", catalog.FindPayload("orders")!.Description);
        Assert.NotNull(catalog.FindSerializer("my-json"));
        Assert.NotEmpty(catalog.NotInstalled);
    }

    [Fact]
    public void Built_ins_can_be_left_out()
    {
        var catalog = LabBuilder.Default.WithoutBuiltInSerializers().WithoutBuiltInPayloads()
            .AddPayload("orders", UserTypes.NewMutable)
            .AddSerializer(new MisbehavingAdapter("my-json", Misbehaviour.None))
            .Build();

        Assert.Equal(["orders"], catalog.Payloads.Select(p => p.Id));
        Assert.Equal(["my-json"], catalog.Serializers.Select(s => s.Info.Id));
        Assert.Empty(catalog.NotInstalled);
    }

    [Fact]
    public void The_builder_is_immutable()
    {
        var start = LabBuilder.Default;
        var withPayload = start.AddPayload("orders", UserTypes.NewMutable);

        Assert.Empty(start.Payloads);
        Assert.Single(withPayload.Payloads);
        Assert.True(start.WithoutBuiltInSerializers() is { IncludesBuiltInSerializers: false } && start.IncludesBuiltInSerializers);
    }

    [Fact]
    public void An_adapter_registered_by_type_and_by_assembly_counts_once()
    {
        var catalog = LabBuilder.Default.WithoutBuiltInSerializers()
            .AddSerializer<Serializers.SystemTextJson.StjAdapter>()
            .AddSerializersFrom(typeof(BuiltInSerializers).Assembly)
            .Build();

        Assert.Equal(BuiltInSerializers.Installed().Count, catalog.Serializers.Count);
    }

    [Fact]
    public void A_user_adapter_with_a_not_installed_id_replaces_that_row()
    {
        var exit = Run(["list", "--json"], lab => lab.AddSerializer(new MisbehavingAdapter("netserializer", Misbehaviour.None)));

        Assert.Equal(0, exit);
        using var json = JsonDocument.Parse(_out.ToString());
        var rows = json.RootElement.GetProperty("serializers").EnumerateArray().Where(s => s.GetProperty("id").GetString() == "netserializer").ToList();
        var row = Assert.Single(rows);
        Assert.True(row.GetProperty("installed").GetBoolean());
        Assert.Equal("MyCompany.Serialization", row.GetProperty("package").GetString());
    }

    [Fact]
    public void A_user_id_that_a_built_in_row_has_exits_2_naming_both()
    {
        var exit = Run(["list"], lab => lab.AddSerializer(new MisbehavingAdapter("stj", Misbehaviour.None)));

        Assert.Equal(2, exit);
        Assert.Contains("'stj'", _error.ToString());
        Assert.Contains("SerBench.Serializers.SystemTextJson.StjAdapter", _error.ToString());
        Assert.Contains(typeof(MisbehavingAdapter).FullName!, _error.ToString());
        Assert.Empty(_out.ToString());
    }

    [Fact]
    public void A_user_payload_id_that_a_built_in_payload_has_exits_2_naming_both()
    {
        var exit = Run(["list"], lab => lab.AddPayload("tiny", UserTypes.NewMutable));

        Assert.Equal(2, exit);
        Assert.Contains("'tiny'", _error.ToString());
        Assert.Contains("TinyObject", _error.ToString());
        Assert.Contains("UserOrder", _error.ToString());
    }

    [Fact]
    public void An_adapter_whose_constructor_throws_exits_2_naming_it()
    {
        var exit = Run(["list"], lab => lab.AddSerializer<ThrowingConstructorAdapter>());

        Assert.Equal(2, exit);
        Assert.Contains(typeof(ThrowingConstructorAdapter).FullName!, _error.ToString());
        Assert.Contains("libmycodec.so was not found", _error.ToString());
    }

    [Theory]
    [InlineData("Orders")]
    [InlineData("my orders")]
    [InlineData("")]
    public void A_bad_payload_id_exits_2_saying_what_ids_look_like(string id)
    {
        var exit = Run(["list"], lab => lab.AddPayload(id, UserTypes.NewMutable));

        Assert.Equal(2, exit);
        Assert.Contains("lower-case letters, digits and hyphens", _error.ToString());
    }

    public void Dispose()
    {
        _out.Dispose();
        _error.Dispose();
    }

    private int Run(string[] args, Func<LabBuilder, LabBuilder> configure) => SerBenchApp.Run(args, configure, _out, _error);
}
