using Microsoft.OData.Edm;

namespace SerBench.Serializers.OData;

/// <summary>
/// Seed 003's EDM model (PAYLOADS.md "Customer collection"): complex type Address (City, Street, Misc untyped),
/// entity type Customer keyed by Id, entity set Customers. Built once; EDM models are immutable once read.
/// </summary>
internal static class CustomerEdmModel
{
    public const string Namespace = "SerBench";

    static CustomerEdmModel()
    {
        var model = new EdmModel();
        var address = new EdmComplexType(Namespace, "Address");
        address.AddStructuralProperty("City", EdmPrimitiveTypeKind.String);
        address.AddStructuralProperty("Street", EdmPrimitiveTypeKind.String);
        address.AddStructuralProperty("Misc", EdmCoreModel.Instance.GetUntyped());
        model.AddElement(address);

        var customer = new EdmEntityType(Namespace, "Customer");
        customer.AddKeys(customer.AddStructuralProperty("Id", EdmPrimitiveTypeKind.Int32, isNullable: false));
        customer.AddStructuralProperty("Name", EdmPrimitiveTypeKind.String);
        customer.AddStructuralProperty("Emails", new EdmCollectionTypeReference(new EdmCollectionType(EdmCoreModel.Instance.GetString(isNullable: false))));
        customer.AddStructuralProperty("Bio", EdmPrimitiveTypeKind.String);
        customer.AddStructuralProperty("Content", EdmPrimitiveTypeKind.Binary);
        var addressReference = new EdmComplexTypeReference(address, isNullable: true);
        customer.AddStructuralProperty("HomeAddress", addressReference);
        customer.AddStructuralProperty("Addresses", new EdmCollectionTypeReference(new EdmCollectionType(addressReference)));
        model.AddElement(customer);

        var container = new EdmEntityContainer(Namespace, "Default");
        Customers = container.AddEntitySet("Customers", customer);
        model.AddElement(container);

        Model = model;
        CustomerType = customer;
        AddressType = address;
    }

    public static IEdmModel Model { get; }

    public static IEdmEntitySet Customers { get; }

    public static IEdmEntityType CustomerType { get; }

    public static IEdmComplexType AddressType { get; }

    /// <summary>The service root written into "@odata.context"; never contacted.</summary>
    public static Uri ServiceRoot { get; } = new("http://localhost/serbench/");
}
