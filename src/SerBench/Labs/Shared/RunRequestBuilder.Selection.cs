namespace SerBench.Labs.Shared;

/// <summary>The selection every verb shares: which serializers, payloads at which sizes, operations, and where the run goes.</summary>
internal sealed partial class RunRequestBuilder
{
    private List<ISerializerAdapter> ResolveSerializers(string? value)
    {
        if (value is null)
        {
            if (catalog.Serializers.Count == 0)
            {
                _errors.Add("No serializer is installed in this lab, so there is nothing to run. Add an adapter (a class implementing ISerializerAdapter) to the catalog.");
            }

            return [.. catalog.Serializers.Where(s => s.Info.InDefaultRoster)];
        }

        if (string.Equals(value.Trim(), AllSerializers, StringComparison.OrdinalIgnoreCase))
        {
            return [.. catalog.Serializers];
        }

        var ids = RequireItems(value, "--serializers", "serializer ids");
        var valid = catalog.Serializers.Select(s => s.Info.Id).ToList();
        var chosen = new List<ISerializerAdapter>();
        foreach (var id in ids)
        {
            var adapter = catalog.FindSerializer(id);
            if (adapter is not null)
            {
                if (!chosen.Contains(adapter))
                {
                    chosen.Add(adapter);
                }

                continue;
            }

            var missing = catalog.NotInstalled.FirstOrDefault(n => string.Equals(n.Id, id, StringComparison.OrdinalIgnoreCase));
            _errors.Add(missing is null
                ? Choices.Unknown("serializer", id, "--serializers", valid)
                : $"The serializer '{missing.Id}' ({missing.DisplayName}, package {missing.Package}) is not installed: {missing.Reason} "
                  + "To add it, reference the package in your own project, write a small ISerializerAdapter for it and run your lab through SerBenchApp.Run with a catalog that includes it. "
                  + $"Installed serializers: {string.Join(", ", valid)}.");
        }

        return chosen;
    }

    private List<PayloadDescriptor> ResolvePayloads(string? value)
    {
        if (value is null)
        {
            return [.. catalog.Payloads];
        }

        var valid = catalog.Payloads.Select(p => p.Id).ToList();
        var chosen = new List<PayloadDescriptor>();
        foreach (var id in RequireItems(value, "--payloads", "payload ids"))
        {
            var payload = catalog.FindPayload(id);
            if (payload is null)
            {
                _errors.Add(Choices.Unknown("payload", id, "--payloads", valid));
            }
            else if (!chosen.Contains(payload))
            {
                chosen.Add(payload);
            }
        }

        return chosen;
    }

    private List<string> ResolveOperations(string? value)
    {
        if (value is null)
        {
            return [.. Operations.All];
        }

        var chosen = new List<string>();
        foreach (var op in RequireItems(value, "--ops", "operations"))
        {
            var known = Operations.All.FirstOrDefault(o => string.Equals(o, op, StringComparison.OrdinalIgnoreCase));
            if (known is null)
            {
                _errors.Add(Choices.Unknown("operation", op, "--ops", Operations.All));
            }
            else if (!chosen.Contains(known))
            {
                chosen.Add(known);
            }
        }

        // Plan order follows the canonical order, whatever order they were typed in.
        return [.. Operations.All.Where(chosen.Contains)];
    }

    private List<int>? ResolveSizes(string? value)
    {
        if (value is null)
        {
            return null;
        }

        var sizes = new List<int>();
        foreach (var item in RequireItems(value, "--sizes", "sizes"))
        {
            if (!int.TryParse(item, NumberStyles.Integer | NumberStyles.AllowThousands, CultureInfo.InvariantCulture, out var size))
            {
                _errors.Add($"The size '{item}' in --sizes is not a whole number. Sizes are positive whole numbers separated by commas, e.g. --sizes 100,1000,10000.");
            }
            else if (size <= 0)
            {
                _errors.Add($"The size {size} in --sizes is not positive. A size counts items (customers, consumers, points) and must be at least 1.");
            }
            else if (!sizes.Contains(size))
            {
                sizes.Add(size);
            }
        }

        return sizes;
    }

    private List<SizedPayload> SizePayloads(List<PayloadDescriptor> payloads, List<int>? sizes)
    {
        var sized = new List<SizedPayload>();
        foreach (var payload in payloads)
        {
            if (payload.Scale is not { } scale || sizes is null)
            {
                sized.Add(new SizedPayload(payload, payload.DefaultSize));
                continue;
            }

            foreach (var size in sizes)
            {
                if (size > scale.MaxSize)
                {
                    _errors.Add(SizeTooLarge(payload.Id, scale, size));
                }
                else
                {
                    sized.Add(new SizedPayload(payload, size));
                }
            }
        }

        if (sizes is not null && !payloads.Any(p => p.IsScalable))
        {
            var scalable = catalog.Payloads.Where(p => p.IsScalable).Select(p => p.Id);
            _notes.Add($"--sizes applies to scalable payloads only ({string.Join(", ", scalable)}); none is selected, so it is ignored.");
        }

        return sized;
    }

    private static string SizeTooLarge(string payloadId, PayloadScale scale, int size)
    {
        var bytes = (double)scale.ApproxBytesPerUnit * size;
        var limitBytes = (double)scale.ApproxBytesPerUnit * scale.MaxSize;
        return string.Create(
            CultureInfo.InvariantCulture,
            $"The size {size:N0} in --sizes is above the limit of {scale.MaxSize:N0} {scale.Unit} for payload '{payloadId}'. "
            + $"At about {scale.ApproxBytesPerUnit:N0} serialized bytes per {Singular(scale.Unit)} it would be about {Units.Bytes(bytes)} "
            + $"(the limit is about {Units.Bytes(limitBytes)}), and a cell holds the object graph, its serialized bytes and a deserialized copy in memory at once. "
            + $"Use a size from 1 to {scale.MaxSize:N0}.");
    }

    private static string Singular(string unit) => unit.EndsWith('s') ? unit[..^1] : unit;

    private string? ResolveOutput(string? value)
    {
        var (path, error) = OutputFolder.Resolve(value, workingDirectory, clock);
        if (error is not null)
        {
            _errors.Add(error);
        }

        return path;
    }

    private IReadOnlyList<string> RequireItems(string value, string option, string what)
    {
        var items = Choices.SplitList(value);
        if (items.Count == 0)
        {
            _errors.Add($"{option} was given without any {what}; give a comma-separated list or leave the option out.");
        }

        return items;
    }
}
