using System.Reflection;
using System.Text.Json;
using System.Text.Json.Nodes;
using SerBench.Equality;
using SerBench.Samples;

namespace SerBench.Tests.Samples;

/// <summary>JSON sample mode: the model inferred from a document, and the errors for what it cannot model.</summary>
public sealed class SamplePayloadsTests : IDisposable
{
    private readonly SampleFiles _files = new();

    [Fact]
    public void The_inferred_model_has_one_plain_type_per_value_kind()
    {
        var payload = Assert.Single(SamplePayloads.Load(_files.Write("orders.json", SampleFiles.Orders)));

        Assert.Equal("orders", payload.Id);
        var root = payload.ClrType;
        Assert.Equal(typeof(long), Property(root, "OrderId"));
        Assert.Equal(typeof(DateTimeOffset), Property(root, "Placed"));
        Assert.Equal(typeof(double), Property(root, "Total"));
        Assert.Equal(typeof(decimal), Property(root, "ExactTotal"));
        Assert.Equal(typeof(string), Property(root, "When"));
        Assert.Equal(typeof(double), Property(root, "Huge"));
        Assert.Equal(typeof(string), Property(root, "FirstName"));
        Assert.Equal(typeof(long), Property(root, "_2nd"));
        Assert.Equal(typeof(List<List<long?>>), Property(root, "Matrix"));
        var customer = Property(root, "Customer");
        Assert.Equal(typeof(bool), Property(customer, "Vip"));
        Assert.Equal(typeof(string), Property(customer, "Email"));
        var lines = Property(root, "Lines");
        Assert.Equal(typeof(List<>), lines.GetGenericTypeDefinition());
        var line = lines.GetGenericArguments()[0];
        Assert.Equal("Line", line.Name);
        Assert.Equal(typeof(double), Property(line, "Price"));
        Assert.Equal(typeof(List<string>), Property(line, "Tags"));
        Assert.NotNull(line.GetConstructor(Type.EmptyTypes));
        Assert.All(line.GetProperties(), p => Assert.True(p.SetMethod?.IsPublic));
    }

    [Fact]
    public void The_payload_holds_the_sample_and_writes_it_back_as_it_was()
    {
        const string json = """[{"id":1,"name":"a","at":"2026-01-05T08:30:00+01:00","tags":["x"],"score":0.5},{"id":2,"name":"b","at":"2026-01-06T08:30:00+00:00","tags":[],"score":null}]""";
        var payload = (PayloadDescriptor)Assert.Single(SamplePayloads.Load(_files.Write("people.json", json)));

        var (first, second) = payload.Accept(new TwoInstances());

        Assert.Null(StructuralComparer.FirstDifference(first, second));
        Assert.True(payload.ClrType.IsGenericType);
        var written = JsonSerializer.Serialize(first, payload.ClrType);
        Assert.True(JsonNode.DeepEquals(JsonNode.Parse(json), JsonNode.Parse(written)), written);
    }

    [Fact]
    public void A_folder_gives_one_payload_per_file_named_after_it()
    {
        _files.Write("My Orders.json", SampleFiles.Orders);
        _files.Write("tiny-things.json", """{"a":1}""");
        _files.Write("notes.txt", "not a sample");

        var payloads = SamplePayloads.Load(_files.Folder);

        Assert.Equal(["my-orders", "tiny-things"], payloads.Select(p => p.Id));
    }

    [Theory]
    [InlineData("{\n  \"a\": 1,\n  \"b\": [1, 2,]\n}", "not valid JSON at line 3, position")]
    [InlineData("{\"a\": 1", "not valid JSON at line 1")]
    [InlineData("{\"items\": [], \"x\": 1}", "the array at $.items is empty everywhere in the sample")]
    [InlineData("[]", "the array at $ is empty")]
    [InlineData("{\"items\": [1, \"two\"]}", "$.items[1] is a string where the values before it at the same place were numbers")]
    [InlineData("[{\"a\": 1}, {\"a\": {\"b\": 2}}]", "$[1].a is an object where the values before it at the same place were numbers")]
    [InlineData("42", "the top level is a number")]
    [InlineData("\"text\"", "the top level is a string")]
    public void A_sample_no_model_fits_is_refused_saying_where_and_what_is_accepted(string json, string expected)
    {
        var path = _files.Write("bad.json", json);

        var error = Assert.Throws<SampleException>(() => SamplePayloads.Load(path));

        Assert.Contains("bad.json", error.Message);
        Assert.Contains(expected, error.Message);
        Assert.Contains(json.TrimStart().StartsWith('{') && expected.Contains("JSON at", StringComparison.Ordinal) ? "RFC 8259" : "A sample is", error.Message);
    }

    [Fact]
    public void An_array_empty_in_one_object_takes_its_element_type_from_another()
    {
        var payload = Assert.Single(SamplePayloads.Load(_files.Write("ok.json", """{"list":[{"v":[]},{"v":[3]}]}""")));

        var item = Property(payload.ClrType, "List").GetGenericArguments()[0];
        Assert.Equal(typeof(List<long>), Property(item, "V"));
    }

    [Fact]
    public void A_missing_path_or_an_empty_folder_says_what_sample_takes()
    {
        Assert.Contains("does not exist", Assert.Throws<SampleException>(() => SamplePayloads.Load(Path.Combine(_files.Folder, "nope.json"))).Message);
        Assert.Contains("has no .json files", Assert.Throws<SampleException>(() => SamplePayloads.Load(_files.Folder)).Message);
    }

    public void Dispose() => _files.Dispose();

    private static Type Property(Type type, string name)
    {
        var property = type.GetProperty(name, BindingFlags.Public | BindingFlags.Instance)
            ?? throw new Xunit.Sdk.XunitException($"{type.Name} has no property {name}; it has {string.Join(", ", type.GetProperties().Select(p => p.Name))}.");
        return property.PropertyType;
    }

    private sealed class TwoInstances : IPayloadVisitor<(object?, object?)>
    {
        public (object?, object?) Visit<T>(Payload<T> payload) => (payload.Create(1), payload.Create(1));
    }
}
