using Microsoft.OData;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.OData;

/// <summary>
/// The customer collection through ODataMessageWriter / ODataMessageReader, over a stream to write to and one to read
/// from. Settings, model and response messages are built once; the message writer/reader and the OData items are per
/// call, as the library requires. The row's codec runs it over the lab's streams; the overhead tool over MemoryStreams.
/// </summary>
internal sealed class ODataCustomersIo
{
    private const ValidationKinds ReaderValidations = ValidationKinds.ThrowOnDuplicatePropertyNames | ValidationKinds.ThrowIfTypeConflictsWithMetadata;

    private readonly bool _async;
    private readonly LabResponseMessage _outputMessage;
    private readonly LabResponseMessage _inputMessage;
    private readonly ODataMessageWriterSettings _writerSettings;
    private readonly ODataMessageReaderSettings _readerSettings;

    public ODataCustomersIo(ODataSetup setup, Stream output, Stream input)
    {
        var validate = setup.Validate;
        _async = setup.Async;
        _outputMessage = new LabResponseMessage(output, ODataServices.For(setup));
        _inputMessage = new LabResponseMessage(input, ODataServices.For(setup));
        _writerSettings = new ODataMessageWriterSettings
        {
            Validations = validate ? ValidationKinds.All : ValidationKinds.None,
            ODataUri = new ODataUri { ServiceRoot = CustomerEdmModel.ServiceRoot },
            EnableMessageStreamDisposal = false,
        };
        _readerSettings = new ODataMessageReaderSettings
        {
            // The reader with ThrowOnUndeclaredPropertyForNonOpenType drops an Edm.Untyped property inside a complex value
            // and ends the entity early (its next read then fails; seen in 7.7.2), so the validating rows read with the other two checks.
            Validations = validate ? ReaderValidations : ValidationKinds.None,
            EnableMessageStreamDisposal = false,

            // The default 1 MiB limit would refuse the 5,000-customer payload (≈ 1.75 MB).
            MessageQuotas = new ODataMessageQuotas { MaxReceivedMessageSize = long.MaxValue },
        };
    }

    /// <summary>Writes the collection at the output stream's position.</summary>
    public void Write(List<Customer> value)
    {
        ArgumentNullException.ThrowIfNull(value);
        using (var messageWriter = new ODataMessageWriter((IODataResponseMessage)_outputMessage, _writerSettings, CustomerEdmModel.Model))
        {
            if (_async)
            {
                CustomerODataWriter.WriteAsync(messageWriter, value).GetAwaiter().GetResult();
            }
            else
            {
                CustomerODataWriter.Write(messageWriter, value);
            }
        }
    }

    /// <summary>Reads a collection from the input stream's position.</summary>
    public List<Customer> Read()
    {
        using var messageReader = new ODataMessageReader((IODataResponseMessage)_inputMessage, _readerSettings, CustomerEdmModel.Model);
        var builder = new CustomerCollectionBuilder();
        if (_async)
        {
            ReadAsync(messageReader, builder).GetAwaiter().GetResult();
        }
        else
        {
            var reader = messageReader.CreateODataResourceSetReader(CustomerEdmModel.Customers, CustomerEdmModel.CustomerType);
            while (reader.Read())
            {
                builder.On(reader.State, reader.Item);
            }
        }

        return builder.Result;
    }

    private static async Task ReadAsync(ODataMessageReader messageReader, CustomerCollectionBuilder builder)
    {
        var reader = await messageReader.CreateODataResourceSetReaderAsync(CustomerEdmModel.Customers, CustomerEdmModel.CustomerType).ConfigureAwait(false);
        while (await reader.ReadAsync().ConfigureAwait(false))
        {
            builder.On(reader.State, reader.Item);
        }
    }
}
