using SerBench.Labs.Micro;
using SerBench.Labs.Micro.Counts;
using SerBench.Worker;

// `SerBench.Worker micro-worker|counts-worker --spec PATH`: the same arguments as the lab program's hidden verbs, so one launcher starts either.
switch (args)
{
    case [MicroWorkerHost.VerbName, "--spec", var spec]:
        using (var cancel = new CancellationTokenSource())
        {
            Console.CancelKeyPress += (_, e) =>
            {
                e.Cancel = true;
                cancel.Cancel();
            };
            return MicroWorkerHost.Run(WorkerRows.Catalog, spec, Console.Out, Console.Error, cancel.Token);
        }

    case [CountsWorkerHost.VerbName, "--spec", var spec]:
        return CountsWorkerHost.Run(sample => WorkerRows.Catalog(sample, serializerType: null), spec, Console.Out, Console.Error);

    default:
        Console.Error.WriteLine($"usage: SerBench.Worker {MicroWorkerHost.VerbName}|{CountsWorkerHost.VerbName} --spec PATH (started by serbench run --runtimes; docs/runtimes.md)");
        return MicroWorkerHost.SetupFailed;
}
