using System.Buffers;
using Microsoft.OData;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.OData;

/// <summary>
/// The customer collection through ODataMessageWriter / ODataMessageReader. Settings, model and response messages
/// are built once; the message writer/reader and the OData items are per call, as the library requires.
/// </summary>
internal sealed class ODataCustomersCodec : ICodec<List<Customer>>
{
    private const ValidationKinds ReaderValidations = ValidationKinds.ThrowOnDuplicatePropertyNames | ValidationKinds.ThrowIfTypeConflictsWithMetadata;

    private readonly bool _async;
    private readonly BufferWriterStream _output = new();
    private readonly ReadOnlyMemoryStream _input = new();
    private readonly LabResponseMessage _outputMessage;
    private readonly LabResponseMessage _inputMessage;
    private readonly ODataMessageWriterSettings _writerSettings;
    private readonly ODataMessageReaderSettings _readerSettings;

    public ODataCustomersCodec(ODataSetup setup)
    {
        var validate = setup.Validate;
        _async = setup.Async;
        _outputMessage = new LabResponseMessage(_output, ODataServices.For(setup));
        _inputMessage = new LabResponseMessage(_input, ODataServices.For(setup));
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

    public void Serialize(List<Customer> value, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(value);
        _output.Reset(output);
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

        _output.Flush();
    }

    public List<Customer> Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
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
