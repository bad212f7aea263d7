using Microsoft.OData;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.OData;

/// <summary>
/// Rebuilds the customer list from an ODataReader's events. Top-level resources are customers; resources
/// inside a nested property are addresses, attached to HomeAddress or Addresses by the open property's name.
/// </summary>
internal sealed class CustomerCollectionBuilder
{
    private readonly List<Customer> _customers = [];
    private readonly Stack<string> _nested = new();
    private Customer? _current;

    public List<Customer> Result => _customers;

    public void On(ODataReaderState state, ODataItem? item)
    {
        switch (state)
        {
            case ODataReaderState.ResourceStart when _nested.Count == 0:
                _current = new Customer();
                break;
            case ODataReaderState.ResourceEnd when _nested.Count == 0:
                _customers.Add(Fill(Current, (ODataResource)item!));
                _current = null;
                break;
            case ODataReaderState.ResourceEnd:
                AttachAddress(item as ODataResource);
                break;
            case ODataReaderState.NestedResourceInfoStart:
                _nested.Push(((ODataNestedResourceInfo)item!).Name);
                break;
            case ODataReaderState.NestedResourceInfoEnd:
                _nested.Pop();
                break;
        }
    }

    private Customer Current => _current ?? throw new InvalidDataException("An OData resource ended outside a customer.");

    private static Customer Fill(Customer customer, ODataResource resource)
    {
        foreach (var property in resource.Properties.OfType<ODataProperty>())
        {
            switch (property.Name)
            {
                case "Id": customer.Id = (int)property.Value; break;
                case "Name": customer.Name = (string?)property.Value; break;
                case "Emails": customer.Emails = ((ODataCollectionValue)property.Value).Items.Cast<string>().ToList(); break;
                case "Bio": customer.Bio = (string?)property.Value; break;
                case "Content": customer.Content = (byte[]?)property.Value; break;
                default: break; // Properties a newer model added are skipped, as a version-tolerant client would.
            }
        }

        return customer;
    }

    private void AttachAddress(ODataResource? resource)
    {
        var address = resource is null ? null : ReadAddress(resource);
        switch (_nested.Peek())
        {
            case CustomerResources.HomeAddress:
                Current.HomeAddress = address;
                break;
            case CustomerResources.Addresses:
                Current.Addresses.Add(address ?? throw new InvalidDataException("A null entry in Addresses; the model's collection holds addresses only."));
                break;
            default:
                throw new InvalidDataException($"Unexpected nested property '{_nested.Peek()}'; the model has HomeAddress and Addresses.");
        }
    }

    private static Address ReadAddress(ODataResource resource)
    {
        var address = new Address();
        foreach (var property in resource.Properties.OfType<ODataProperty>())
        {
            switch (property.Name)
            {
                case "City": address.City = (string?)property.Value; break;
                case "Street": address.Street = (string?)property.Value; break;
                case "Misc": address.Misc = UntypedValue.Read(property.Value); break;
                default: break;
            }
        }

        return address;
    }
}
