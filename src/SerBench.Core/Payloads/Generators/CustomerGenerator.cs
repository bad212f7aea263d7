using SerBench.Payloads.Models;

namespace SerBench.Payloads.Generators;

/// <summary>Seed 003's customer collection: customer i is a pure function of i (no randomness).</summary>
public static class CustomerGenerator
{
    /// <summary>U+10005, a character outside the BMP (a surrogate pair in UTF-16), forces escaping on purpose.</summary>
    private const string Supplementary = "\U00010005";

    public static List<Customer> Create(int count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        var customers = new List<Customer>(count);
        for (var i = 1; i <= count; i++)
        {
            customers.Add(Customer(i));
        }

        return customers;
    }

    public static Customer Customer(int i) => new()
    {
        Id = i,
        Name = $"Cust{i} {Supplementary} ä",
        Emails = [$"emailA@mailer.com{i}", $"emailB@mailer.com{i}"],
        Bio = $"This is a bio {i}",
        Content = [1, 2, 3, 4, (byte)(i % 256)],
        HomeAddress = new Address
        {
            City = $"City{i} {Supplementary} ä",
            Misc = $"This is a test{i}",
            Street = $"Street{i}\n\"escape this\"",
        },
        Addresses =
        [
            new Address { City = $"CityA{i}", Misc = $"This is a test A{i}", Street = $"StreetA{i}" },
            new Address { City = $"CityB{i}", Misc = $"This is a test B{i}", Street = $"StreetB{i}" },
        ],
    };
}
