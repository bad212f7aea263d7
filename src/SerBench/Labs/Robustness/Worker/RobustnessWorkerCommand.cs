using System.Reflection;

namespace SerBench.Labs.Robustness;

/// <summary>
/// `serbench robustness-worker` (hidden): the child process of the robustness lab. It builds one cell's codec,
/// says it is ready, then reads one case per line from standard input and answers one line per case, so a case
/// that hangs, crashes or exhausts memory takes down this process and never the lab.
/// </summary>
internal static class RobustnessWorkerCommand
{
    public const string Name = "robustness-worker";

    public static Command Create(LabServices services)
    {
        var serializer = new Option<string>("--serializer") { Required = true };
        var payload = new Option<string>("--payload") { Required = true };
        var size = new Option<int>("--size") { DefaultValueFactory = _ => 1 };
        var adapterType = new Option<string?>("--adapter-type") { Description = "Full name of an adapter type the lab's catalog does not hold." };
        var adapterAssembly = new Option<string?>("--adapter-assembly") { Description = "The assembly file that defines --adapter-type." };
        var command = new Command(Name, "Internal: the robustness lab's isolated deserialization worker.") { Hidden = true };
        command.Options.Add(serializer);
        command.Options.Add(payload);
        command.Options.Add(size);
        command.Options.Add(adapterType);
        command.Options.Add(adapterAssembly);
        command.SetAction(parse => Execute(
            services,
            new WorkerTarget(parse.GetValue(serializer)!, parse.GetValue(payload)!, parse.GetValue(size), parse.GetValue(adapterType), parse.GetValue(adapterAssembly))));
        return command;
    }

    private static int Execute(LabServices services, WorkerTarget target)
    {
        ICaseEvaluator evaluator;
        try
        {
            evaluator = CreateEvaluator(services, target);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            services.Sink.Error.WriteLine($"serbench robustness-worker: cannot set up {target.Serializer} × {target.Payload}: {ex.GetType().Name}: {ex.Message}");
            return ExitCodes.UsageError;
        }

        var output = services.Sink.Out;
        output.WriteLine(WorkerProtocol.Ready);
        output.Flush();
        while (services.Sink.In.ReadLine() is { } line)
        {
            if (line.Length == 0)
            {
                continue;
            }

            var request = WorkerProtocol.Parse<WorkerRequest>(line)
                ?? throw new InvalidOperationException("The lab sent a null case.");
            var reply = evaluator.Evaluate(request);
            output.WriteLine(WorkerProtocol.Marker + WorkerProtocol.Line(reply));
            output.Flush();
        }

        return ExitCodes.Success;
    }

    private static ICaseEvaluator CreateEvaluator(LabServices services, WorkerTarget target)
    {
        var adapter = target.AdapterType is not null && target.AdapterAssembly is not null
            ? LoadAdapter(target.AdapterType, target.AdapterAssembly)
            : services.Catalog.FindSerializer(target.Serializer)
              ?? throw new InvalidOperationException($"No serializer '{target.Serializer}' in this lab's catalog.");
        if (target.Payload == AnyValueEvaluator.Any)
        {
            return adapter is IAnyValueReader reader
                ? new AnyValueEvaluator(reader)
                : throw new InvalidOperationException($"{target.Serializer} has no any-value target (it does not implement IAnyValueReader).");
        }

        var payload = services.Catalog.FindPayload(target.Payload)
            ?? throw new InvalidOperationException($"No payload '{target.Payload}' in this lab's catalog.");
        return payload.Accept(new EvaluatorFactory(adapter, target.Size));
    }

    private static ISerializerAdapter LoadAdapter(string typeName, string assemblyPath)
    {
        var assembly = Assembly.LoadFrom(assemblyPath);
        var type = assembly.GetType(typeName, throwOnError: true)!;
        return Activator.CreateInstance(type) as ISerializerAdapter
            ?? throw new InvalidOperationException($"{typeName} in {assemblyPath} does not implement ISerializerAdapter.");
    }
}
