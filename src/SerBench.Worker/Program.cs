using SerBench.Labs.Micro;
using SerBench.Worker;

// `SerBench.Worker micro-worker --spec PATH`: the same arguments as the lab program's hidden verb, so one launcher starts either.
if (args is not [MicroWorkerHost.VerbName, "--spec", var spec])
{
    Console.Error.WriteLine($"usage: SerBench.Worker {MicroWorkerHost.VerbName} --spec PATH (started by serbench run --runtimes; docs/runtimes.md)");
    return MicroWorkerHost.SetupFailed;
}

using var cancel = new CancellationTokenSource();
Console.CancelKeyPress += (_, e) =>
{
    e.Cancel = true;
    cancel.Cancel();
};
return MicroWorkerHost.Run(WorkerRows.Catalog, spec, Console.Out, Console.Error, cancel.Token);
