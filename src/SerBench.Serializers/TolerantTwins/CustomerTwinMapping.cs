using SerBench.Payloads.Models;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>The canonical customer models to their twins and back (outside any timing).</summary>
internal static partial class TwinMapping
{
    public static CustomerTwin ToTwin(Customer v) => new()
    {
        Id = v.Id,
        Name = v.Name,
        Emails = v.Emails,
        Bio = v.Bio,
        Content = v.Content,
        HomeAddress = v.HomeAddress is null ? null : ToTwin(v.HomeAddress),
        Addresses = v.Addresses.Select(x => ToTwin(x)).ToList(),
    };

    public static Customer FromTwin(CustomerTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
        Emails = t.Emails,
        Bio = t.Bio,
        Content = t.Content,
        HomeAddress = t.HomeAddress is null ? null : FromTwin(t.HomeAddress),
        Addresses = t.Addresses.Select(x => FromTwin(x)).ToList(),
    };

    public static AddressTwin ToTwin(Address v) => new()
    {
        City = v.City,
        Street = v.Street,
        Misc = v.Misc,
    };

    public static Address FromTwin(AddressTwin t) => new()
    {
        City = t.City,
        Street = t.Street,
        Misc = t.Misc,
    };
}
