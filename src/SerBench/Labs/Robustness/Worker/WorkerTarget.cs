namespace SerBench.Labs.Robustness;

/// <summary>
/// What a robustness worker deserializes with: a serializer and a payload of its lab, and, for an adapter the
/// child's own catalog does not hold (a test's, or one loaded from a path), the adapter's type and assembly file.
/// </summary>
internal sealed record WorkerTarget(string Serializer, string Payload, int Size, string? AdapterType = null, string? AdapterAssembly = null)
{
    /// <summary>Built-in rows are found by id in the worker's catalog; any other adapter is loaded there from its assembly file.</summary>
    public static WorkerTarget For(Adapters.ISerializerAdapter adapter, string payload, int size)
    {
        var type = adapter.GetType();
        var builtIn = type.Assembly == typeof(Serializers.BuiltInSerializers).Assembly;
        return builtIn || string.IsNullOrEmpty(type.Assembly.Location) || type.FullName is null
            ? new WorkerTarget(adapter.Info.Id, payload, size)
            : new WorkerTarget(adapter.Info.Id, payload, size, type.FullName, type.Assembly.Location);
    }

    public IReadOnlyList<string> ToArguments()
    {
        var args = new List<string>
        {
            RobustnessWorkerCommand.Name, "--serializer", Serializer, "--payload", Payload,
            "--size", Size.ToString(System.Globalization.CultureInfo.InvariantCulture),
        };
        if (AdapterType is not null && AdapterAssembly is not null)
        {
            args.AddRange(["--adapter-type", AdapterType, "--adapter-assembly", AdapterAssembly]);
        }

        return args;
    }
}
