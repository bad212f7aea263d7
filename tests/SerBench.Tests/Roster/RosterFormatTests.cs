using System.Text;
using SerBench.Serializers.Bson;
using SerBench.Serializers.DataContract;
using SerBench.Serializers.OData;
using SerBench.Serializers.SystemTextJson;
using SerBench.Serializers.Xml;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>What the other roster rows write, pinned where a seed or the format fixes it.</summary>
public sealed class RosterFormatTests
{
    [Fact]
    public void OData_writes_the_context_and_a_value_array_of_customers()
    {
        var json = Encoding.UTF8.GetString(AdapterBytes.Serialize(new ODataAdapter(), BuiltInPayloads.Customers, 1));

        Assert.StartsWith("""{"@odata.context":"http://localhost/serbench/$metadata#Customers","value":[{"Id":1,""", json, StringComparison.Ordinal);
        Assert.Contains("""
            "HomeAddress":{"City":"City1 \ud800\udc05 \u00e4","Street":"Street1\n\"escape this\"","Misc":"This is a test1"}
            """, json, StringComparison.Ordinal);
        Assert.EndsWith("]}", json, StringComparison.Ordinal);
    }

    [Fact]
    public void OData_5000_customers_are_2_184_578_bytes_with_the_classic_writer_and_2_144_578_with_the_Utf8JsonWriter()
    {
        // The seed quotes ≈ 1.75 MB; the classic writer escapes every non-ASCII character (\ud800\udc05, \u00e4) and both
        // write Misc, which this payload carries on all three addresses, so SerBench's bytes are more.
        Assert.Equal(2_184_578, AdapterBytes.Serialize(new ODataAdapter(), BuiltInPayloads.Customers, 5_000).Length);
        Assert.Equal(2_144_578, AdapterBytes.Serialize(new ODataUtf8Adapter(), BuiltInPayloads.Customers, 5_000).Length);
    }

    [Fact]
    public void The_Utf8JsonWriter_rows_write_non_ASCII_as_UTF_8_and_escape_only_what_it_must()
    {
        var json = Encoding.UTF8.GetString(AdapterBytes.Serialize(new ODataUtf8Adapter(), BuiltInPayloads.Customers, 1));

        Assert.StartsWith("""{"@odata.context":"http://localhost/serbench/$metadata#Customers","value":[{"Id":1,""", json, StringComparison.Ordinal);
        Assert.Contains("""
            "HomeAddress":{"City":"City1 \uD800\uDC05 ä","Street":"Street1\n\"escape this\"","Misc":"This is a test1"}
            """, json, StringComparison.Ordinal);
    }

    [Fact]
    public void Each_OData_writer_writes_the_same_bytes_with_or_without_validation_and_async_and_the_two_writers_differ()
    {
        var classic = AdapterBytes.Serialize(new ODataAdapter(), BuiltInPayloads.Customers, 4);
        var utf8 = AdapterBytes.Serialize(new ODataUtf8Adapter(), BuiltInPayloads.Customers, 4);

        Assert.NotEqual(classic, utf8);
        Assert.Equal(classic, AdapterBytes.Serialize(new ODataNoValidationAdapter(), BuiltInPayloads.Customers, 4));
        Assert.Equal(classic, AdapterBytes.Serialize(new ODataAsyncAdapter(), BuiltInPayloads.Customers, 4));
        Assert.Equal(classic, AdapterBytes.Serialize(new ODataAsyncNoValidationAdapter(), BuiltInPayloads.Customers, 4));
        Assert.Equal(utf8, AdapterBytes.Serialize(new ODataUtf8NoValidationAdapter(), BuiltInPayloads.Customers, 4));
        Assert.Equal(utf8, AdapterBytes.Serialize(new ODataUtf8AsyncAdapter(), BuiltInPayloads.Customers, 4));
        Assert.Equal(utf8, AdapterBytes.Serialize(new ODataUtf8AsyncNoValidationAdapter(), BuiltInPayloads.Customers, 4));
    }

    [Fact]
    public void Stj_bytes_writes_what_stj_writes() =>
        Assert.Equal(
            AdapterBytes.Serialize(new StjAdapter(), BuiltInPayloads.Complex),
            AdapterBytes.Serialize(new StjBytesAdapter(), BuiltInPayloads.Complex));

    [Fact]
    public void Bson_tiny_is_a_26_byte_document_of_two_int32_elements()
    {
        // int32 length, then 0x10 "Id\0" int32 and 0x10 "OtherId\0" int32, then the terminator.
        byte[] expected = [26, 0, 0, 0, 0x10, .. "Id\0"u8, 0x40, 0xE2, 0x01, 0x00, 0x10, .. "OtherId\0"u8, 123, 0, 0, 0, 0];
        Assert.Equal(expected, AdapterBytes.Serialize(new NewtonsoftBsonAdapter(), BuiltInPayloads.Tiny));
    }

    [Fact]
    public void Bson_writes_the_customer_list_as_a_document_keyed_by_index()
    {
        var bytes = AdapterBytes.Serialize(new NewtonsoftBsonAdapter(), BuiltInPayloads.Customers, 2);

        // The first element of the root document is the embedded document "0".
        Assert.Equal([0x03, (byte)'0', 0], bytes[4..7]);
        Assert.Equal(2, AdapterBytes.RoundTrip(new NewtonsoftBsonAdapter(), BuiltInPayloads.Customers, 2).Count);
    }

    [Fact]
    public void DataContract_json_writes_dates_as_milliseconds_since_1970()
    {
        var json = Encoding.UTF8.GetString(AdapterBytes.Serialize(new DataContractJsonAdapter(), BuiltInPayloads.EnvelopeFull));

        Assert.Contains("""
            "TimeStamp":"\/Date(1710498600123)\/"
            """, json, StringComparison.Ordinal);
    }

    [Fact]
    public void DataContract_json_declines_the_echo_envelope_on_every_machine_with_the_reason()
    {
        var support = new DataContractJsonAdapter().Supports(BuiltInPayloads.Envelope);

        Assert.False(support.IsSupported);
        Assert.Contains("DateTime.MinValue", support.Reason, StringComparison.Ordinal);
        Assert.True(new DataContractJsonAdapter().Supports(BuiltInPayloads.EnvelopeFull).IsSupported);
    }

    [Fact]
    public void DataContract_binary_starts_with_a_binary_xml_element_record_not_text()
    {
        var bytes = AdapterBytes.Serialize(new DataContractBinaryAdapter(), BuiltInPayloads.Tiny);

        Assert.NotEqual((byte)'<', bytes[0]);
        Assert.True(bytes.Length < AdapterBytes.Serialize(new XmlSerializerAdapter(), BuiltInPayloads.Tiny).Length);
    }

    [Theory]
    [InlineData(PayloadIds.Envelope)]
    [InlineData(PayloadIds.EnvelopeFull)]
    [InlineData(PayloadIds.GrainState)]
    public void XmlSerializer_declines_payloads_with_dictionaries(string id)
    {
        var support = new XmlSerializerAdapter().Supports(BuiltInPayloads.All.Single(p => p.Id == id));

        Assert.False(support.IsSupported);
        Assert.Contains("IDictionary", support.Reason, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(PayloadIds.Tiny)]
    [InlineData(PayloadIds.Complex)]
    [InlineData(PayloadIds.GrainState)]
    [InlineData(PayloadIds.Floats)]
    public void OData_declines_everything_but_customers(string id)
    {
        var support = new ODataAdapter().Supports(BuiltInPayloads.All.Single(p => p.Id == id));

        Assert.False(support.IsSupported);
        Assert.Contains("EDM model", support.Reason, StringComparison.Ordinal);
    }
}
