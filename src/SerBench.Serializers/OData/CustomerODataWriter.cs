using Microsoft.OData;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.OData;

/// <summary>Writes the customer collection as an OData resource set, with the synchronous or the asynchronous writer API.</summary>
internal static class CustomerODataWriter
{
    public static void Write(ODataMessageWriter messageWriter, List<Customer> customers)
    {
        var writer = messageWriter.CreateODataResourceSetWriter(CustomerEdmModel.Customers, CustomerEdmModel.CustomerType);
        writer.WriteStart(new ODataResourceSet());
        foreach (var customer in customers)
        {
            writer.WriteStart(CustomerResources.Customer(customer));
            writer.WriteStart(CustomerResources.Nested(CustomerResources.HomeAddress, isCollection: false));
            writer.WriteStart(customer.HomeAddress is { } home ? CustomerResources.Address(home) : null);
            writer.WriteEnd();
            writer.WriteEnd();
            writer.WriteStart(CustomerResources.Nested(CustomerResources.Addresses, isCollection: true));
            writer.WriteStart(new ODataResourceSet());
            foreach (var address in customer.Addresses)
            {
                writer.WriteStart(CustomerResources.Address(address));
                writer.WriteEnd();
            }

            writer.WriteEnd();
            writer.WriteEnd();
            writer.WriteEnd();
        }

        writer.WriteEnd();
        writer.Flush();
    }

    public static async Task WriteAsync(ODataMessageWriter messageWriter, List<Customer> customers)
    {
        var writer = await messageWriter.CreateODataResourceSetWriterAsync(CustomerEdmModel.Customers, CustomerEdmModel.CustomerType).ConfigureAwait(false);
        await writer.WriteStartAsync(new ODataResourceSet()).ConfigureAwait(false);
        foreach (var customer in customers)
        {
            await writer.WriteStartAsync(CustomerResources.Customer(customer)).ConfigureAwait(false);
            await writer.WriteStartAsync(CustomerResources.Nested(CustomerResources.HomeAddress, isCollection: false)).ConfigureAwait(false);
            await writer.WriteStartAsync(customer.HomeAddress is { } home ? CustomerResources.Address(home) : null).ConfigureAwait(false);
            await writer.WriteEndAsync().ConfigureAwait(false);
            await writer.WriteEndAsync().ConfigureAwait(false);
            await writer.WriteStartAsync(CustomerResources.Nested(CustomerResources.Addresses, isCollection: true)).ConfigureAwait(false);
            await writer.WriteStartAsync(new ODataResourceSet()).ConfigureAwait(false);
            foreach (var address in customer.Addresses)
            {
                await writer.WriteStartAsync(CustomerResources.Address(address)).ConfigureAwait(false);
                await writer.WriteEndAsync().ConfigureAwait(false);
            }

            await writer.WriteEndAsync().ConfigureAwait(false);
            await writer.WriteEndAsync().ConfigureAwait(false);
            await writer.WriteEndAsync().ConfigureAwait(false);
        }

        await writer.WriteEndAsync().ConfigureAwait(false);
        await writer.FlushAsync().ConfigureAwait(false);
    }
}
