using System.Text;
using SerBench.Payloads.Generators;
using SerBench.Payloads.Models;

namespace SerBench.Tests.Payloads;

/// <summary>The seed payloads as PAYLOADS.md describes them.</summary>
public sealed class SeedPayloadTests
{
    [Fact]
    public void Tiny_is_the_27_byte_json_of_the_seed()
    {
        var bytes = PayloadSerialization.StjBytes(BuiltInPayloads.Tiny, 1);
        Assert.Equal("""{"Id":123456,"OtherId":123}""", Encoding.UTF8.GetString(bytes));
        Assert.Equal(27, bytes.Length);
    }

    [Fact]
    public void Simple_is_83_bytes_of_json()
    {
        var bytes = PayloadSerialization.StjBytes(BuiltInPayloads.Simple, 1);
        Assert.Equal(83, bytes.Length);
        Assert.Equal(32, SeedObjects.Simple().Name!.Length);
    }

    [Fact]
    public void Complex_has_three_children_a_day_apart_with_a_sub_second_part()
    {
        var complex = SeedObjects.Complex();
        Assert.Equal(456.78m, complex.Cost);
        Assert.Equal(SampleEnum.Three, complex.EnumValue);
        Assert.Equal(["Child 1", "Child 2", "Child 3"], complex.Children.Select(c => c.Name));
        Assert.All(complex.Children, c =>
        {
            Assert.Equal(TimeSpan.FromDays(1), c.LastEdit - c.Created);
            Assert.Equal(DateTimeKind.Utc, c.LastEdit.Kind);
            Assert.NotEqual(0, c.LastEdit.Ticks % TimeSpan.TicksPerSecond);
        });
        Assert.Equal(3, complex.Children.Select(c => c.Id).Distinct().Count());
    }

    [Fact]
    public void Customer_3_is_the_one_of_the_seed()
    {
        var customer = BuiltInPayloads.Customers.Create(5)[2];
        Assert.Equal(3, customer.Id);
        Assert.Equal("Cust3 \U00010005 ä", customer.Name);
        Assert.Equal(["emailA@mailer.com3", "emailB@mailer.com3"], customer.Emails);
        Assert.Equal("This is a bio 3", customer.Bio);
        Assert.Equal(new byte[] { 1, 2, 3, 4, 3 }, customer.Content);
        Assert.Equal("City3 \U00010005 ä", customer.HomeAddress!.City);
        Assert.Equal("Street3\n\"escape this\"", customer.HomeAddress.Street);
        Assert.Equal("This is a test3", customer.HomeAddress.Misc);
        Assert.Equal(["CityA3", "CityB3"], customer.Addresses.Select(a => a.City));
        Assert.Equal(["StreetA3", "StreetB3"], customer.Addresses.Select(a => a.Street));
        Assert.Equal(["This is a test A3", "This is a test B3"], customer.Addresses.Select(a => a.Misc));
    }

    [Fact]
    public void Customers_are_numbered_from_1_and_content_wraps_at_256()
    {
        var customers = BuiltInPayloads.Customers.Create(300);
        Assert.Equal(Enumerable.Range(1, 300), customers.Select(c => c.Id));
        Assert.Equal(44, customers[299].Content![4]);
    }

    [Fact]
    public void Envelopes_are_the_echo_message_and_the_full_variant()
    {
        var echo = EnvelopeMessages.Echo();
        Assert.Equal("Test", echo.Header);
        Assert.NotEqual(Guid.Empty, echo.From);
        Assert.NotEqual(Guid.Empty, echo.To);
        Assert.Equal(default, echo.TimeStamp);
        Assert.Null(echo.KeyValuePairs);

        var full = EnvelopeMessages.Full();
        Assert.Equal(3, full.KeyValuePairs!.Count);
        Assert.True(full.IsInternal);
        Assert.NotEqual(Guid.Empty, full.MessageId);
    }

    [Fact]
    public void Person_is_the_seed_person()
    {
        var person = PersonGenerator.Create();
        Assert.Equal(int.MinValue, person.Id);
        Assert.Equal("John Johnson", person.Name);
        Assert.Equal(new string('g', 1000), person.Data);
    }
}
