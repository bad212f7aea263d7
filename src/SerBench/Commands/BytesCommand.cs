using System.Buffers;

namespace SerBench.Commands;

/// <summary>
/// `serbench bytes --serializer ID --payload ID [--size N] [--out FILE]`: exactly the bytes that cell's serialize
/// writes, to a file or as a hex dump, so a user can see why one format is bigger than another and check the
/// bytes with any other tool.
/// </summary>
internal static class BytesCommand
{
    private const int BytesPerLine = 16;

    public static Command Create(LabServices services)
    {
        var serializer = new Option<string>("--serializer") { Required = true, Description = "Serializer id (see 'serbench list').", HelpName = "ID" };
        var payload = new Option<string>("--payload") { Required = true, Description = "Payload id (see 'serbench list').", HelpName = "ID" };
        var size = new Option<int?>("--size") { Description = "Size of a scalable payload (customers, consumers, points). Default: the payload's default size.", HelpName = "N" };
        var output = new Option<string?>("--out") { Description = "Write the bytes to this file instead of printing a hex dump.", HelpName = "FILE" };
        var command = new Command("bytes", "Write the bytes one serializer produces for one payload: to a file, or as a hex dump with offsets and an ASCII column.");
        command.Options.Add(serializer);
        command.Options.Add(payload);
        command.Options.Add(size);
        command.Options.Add(output);
        command.SetAction(parse => Execute(services, parse.GetValue(serializer)!, parse.GetValue(payload)!, parse.GetValue(size), parse.GetValue(output)));
        return command;
    }

    private static int Execute(LabServices services, string serializerId, string payloadId, int? size, string? outFile)
    {
        var error = services.Sink.Error;
        var catalog = services.Catalog;
        var adapter = catalog.FindSerializer(serializerId);
        var payload = catalog.FindPayload(payloadId);
        var problems = new List<string>();
        if (adapter is null)
        {
            var missing = catalog.NotInstalled.FirstOrDefault(n => string.Equals(n.Id, serializerId, StringComparison.OrdinalIgnoreCase));
            problems.Add(missing is not null
                ? $"The serializer '{missing.Id}' is not installed: {missing.Reason}"
                : Choices.Unknown("serializer", serializerId, "--serializer", [.. catalog.Serializers.Select(s => s.Info.Id)]));
        }

        if (payload is null)
        {
            problems.Add(Choices.Unknown("payload", payloadId, "--payload", [.. catalog.Payloads.Select(p => p.Id)]));
        }

        if (size is { } n && (n < 1 || (payload?.Scale is { } scale && n > scale.MaxSize)))
        {
            problems.Add($"The size {n} in --size is not accepted: give a whole number from 1 to {payload?.Scale?.MaxSize.ToString("N0", CultureInfo.InvariantCulture) ?? "the payload's limit"}.");
        }

        if (adapter is not null && payload is not null && RecordFactory.SupportOf(adapter, payload) is { IsSupported: false } no)
        {
            var supported = catalog.Payloads.Where(p => RecordFactory.SupportOf(adapter, p).IsSupported).Select(p => p.Id);
            problems.Add($"{adapter.Info.Id} does not take the payload '{payload.Id}': {no.Reason} Payloads it takes: {string.Join(", ", supported)}.");
        }

        if (problems.Count > 0)
        {
            problems.ForEach(p => error.WriteLine($"serbench: {p}"));
            return ExitCodes.UsageError;
        }

        byte[] bytes;
        try
        {
            bytes = payload!.Accept(new Serialize(adapter!, size ?? payload.DefaultSize));
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            error.WriteLine($"serbench: {adapter!.Info.Id} threw {ex.GetType().Name} serializing {payload!.Id}: {ex.Message}");
            return ExitCodes.Crashed;
        }

        if (outFile is not null)
        {
            var path = Path.GetFullPath(outFile, services.WorkingDirectory);
            File.WriteAllBytes(path, bytes);
            services.Sink.Out.WriteLine($"Wrote {bytes.Length.ToString("N0", CultureInfo.InvariantCulture)} bytes of {adapter!.Info.Id} × {payload!.Id} to {path}");
            return ExitCodes.Success;
        }

        services.Sink.Out.WriteLine($"{adapter!.Info.Id} × {payload!.Id}: {bytes.Length.ToString("N0", CultureInfo.InvariantCulture)} bytes");
        services.Sink.Out.Write(HexDump(bytes));
        return ExitCodes.Success;
    }

    /// <summary>Offset, 16 bytes in hex (a gap after 8), and those bytes as printable ASCII ('.' for the rest), one line each.</summary>
    internal static string HexDump(ReadOnlySpan<byte> bytes)
    {
        var text = new StringBuilder();
        for (var offset = 0; offset < bytes.Length; offset += BytesPerLine)
        {
            var line = bytes.Slice(offset, Math.Min(BytesPerLine, bytes.Length - offset));
            text.Append(offset.ToString("x8", CultureInfo.InvariantCulture)).Append("  ");
            for (var i = 0; i < BytesPerLine; i++)
            {
                text.Append(i < line.Length ? line[i].ToString("x2", CultureInfo.InvariantCulture) + " " : "   ");
                if (i == 7)
                {
                    text.Append(' ');
                }
            }

            text.Append(" |");
            foreach (var b in line)
            {
                text.Append(b is >= 0x20 and < 0x7f ? (char)b : '.');
            }

            text.Append("|\n");
        }

        return text.ToString();
    }

    private sealed class Serialize(ISerializerAdapter adapter, int size) : IPayloadVisitor<byte[]>
    {
        public byte[] Visit<T>(Payload<T> payload)
        {
            var buffer = new ArrayBufferWriter<byte>();
            adapter.CreateCodec<T>(payload).Serialize(payload.Create(size), buffer);
            return buffer.WrittenSpan.ToArray();
        }
    }
}
