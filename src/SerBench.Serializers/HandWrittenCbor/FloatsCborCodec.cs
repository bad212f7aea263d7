using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>Hand-written CBOR for <see cref="FloatVectors"/>: [[float, …]].</summary>
internal sealed class FloatsCborCodec : HandWrittenCborCodec<FloatVectors>
{
    protected override void Write(CborWriter writer, FloatVectors value)
    {
        CborParts.StartObject(writer, value, 1);
        writer.WriteStartArray(value.Values.Length);
        foreach (var item in value.Values)
        {
            writer.WriteSingle(item);
        }

        writer.WriteEndArray();
        writer.WriteEndArray();
    }

    protected override FloatVectors? Read(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 1))
        {
            return null;
        }

        var count = reader.ReadStartArray() ?? throw new CborContentException("Expected a definite-length array of floats.");
        var values = new float[Math.Min(count, reader.BytesRemaining)];
        if (values.Length != count)
        {
            throw new CborContentException($"The array claims {count:N0} floats but only {reader.BytesRemaining:N0} bytes remain.");
        }

        for (var i = 0; i < values.Length; i++)
        {
            values[i] = reader.ReadSingle();
        }

        reader.ReadEndArray();
        reader.ReadEndArray();
        return new FloatVectors { Values = values };
    }
}
