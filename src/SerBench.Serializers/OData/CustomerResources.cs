using System.Text.Json;
using Microsoft.OData;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.OData;

/// <summary>The OData items a customer is written as: the entity's primitive properties, then its two nested complex properties.</summary>
internal static class CustomerResources
{
    public const string HomeAddress = "HomeAddress";
    public const string Addresses = "Addresses";

    private const string StringCollection = "Collection(Edm.String)";

    public static ODataResource Customer(Customer customer) => new()
    {
        Properties =
        [
            new ODataProperty { Name = "Id", Value = customer.Id },
            new ODataProperty { Name = "Name", Value = customer.Name },
            new ODataProperty { Name = "Emails", Value = new ODataCollectionValue { TypeName = StringCollection, Items = customer.Emails } },
            new ODataProperty { Name = "Bio", Value = customer.Bio },
            new ODataProperty { Name = "Content", Value = customer.Content },
        ],
    };

    public static ODataResource Address(Address address) => new()
    {
        Properties =
        [
            new ODataProperty { Name = "City", Value = address.City },
            new ODataProperty { Name = "Street", Value = address.Street },
            new ODataProperty { Name = "Misc", Value = Untyped(address.Misc) },
        ],
    };

    public static ODataNestedResourceInfo Nested(string name, bool isCollection) => new() { Name = name, IsCollection = isCollection };

    /// <summary>
    /// Misc is Edm.Untyped: OData with validation on refused a primitive there (7.7.2), so the string goes in as a raw
    /// JSON value (ODataUntypedValue, the seed's raw-values option), encoded per call. Other CLR types have no agreed form here.
    /// </summary>
    private static object? Untyped(object? value) => value switch
    {
        null => null,
        string text => new ODataUntypedValue { RawValue = JsonSerializer.Serialize(text) },
        _ => throw new NotSupportedException(
            $"Address.Misc holds a {value.GetType().FullName}; the OData rows write the untyped Misc only when it holds a string (or null)."),
    };
}
