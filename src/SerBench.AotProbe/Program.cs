using SerBench.AotProbe;

// `SerBench.AotProbe check ROW=PAYLOAD+PAYLOAD …`: one JSON line per row and payload (see RoundTripCheck). Which payloads a
// row takes is decided by the parent (serbench aot), which runs under the JIT as every other lab does.
// `SerBench.AotProbe startup-probe --serializer ID --payload ID …`: the startup lab's first calls (see StartupMode).
if (args.Length > 0 && args[0] == StartupMode.Name)
{
    return StartupMode.Run(SelectedRows.Create(), args, Console.Out, Console.Error);
}

if (args.Length == 0 || args[0] != "check")
{
    Console.Error.WriteLine($"usage: SerBench.AotProbe check ROW=PAYLOAD+PAYLOAD … | SerBench.AotProbe {StartupMode.Name} --serializer ID --payload ID [--size N] [--started-at T]");
    return 2;
}

var takes = args.Skip(1).Select(a => a.Split('=', 2)).Where(p => p.Length == 2).ToDictionary(p => p[0], p => p[1].Split('+'));
using var output = Console.OpenStandardOutput();
RoundTripCheck.Run(SelectedRows.Create(), takes, output);
return 0;
