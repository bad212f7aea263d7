using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;

namespace SerBench.Engine;

/// <summary>
/// Counts the collections of the measured iterations themselves, from BenchmarkDotNet's signals around its
/// actual workload stage. BenchmarkDotNet's own counts come from one extra iteration after the measured ones:
/// on a cell of one call per iteration that iteration rarely meets a collection the measured ones did meet.
/// In process (the lab's toolchain) the signals arrive on the measuring thread, between the iterations.
/// </summary>
internal sealed class MeasuredCollections : IDiagnoser
{
    private int[]? _before;

    /// <summary>Collections of generations 0, 1 and 2 (each count includes the older ones') during the last run's measured iterations; null before one finished.</summary>
    public int[]? LastRun { get; private set; }

    public IEnumerable<string> Ids => [nameof(MeasuredCollections)];

    public IEnumerable<IExporter> Exporters => [];

    public IEnumerable<IAnalyser> Analysers => [];

    public void Reset()
    {
        _before = null;
        LastRun = null;
    }

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

    public bool RequiresBlockingAcknowledgments(BenchmarkCase benchmarkCase) => false;

    public void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
        if (signal == HostSignal.BeforeActualRun)
        {
            _before = Counts();
        }
        else if (signal == HostSignal.AfterActualRun && _before is { } before)
        {
            var after = Counts();
            LastRun = [after[0] - before[0], after[1] - before[1], after[2] - before[2]];
        }
    }

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results) => [];

    public void DisplayResults(ILogger logger)
    {
    }

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters) => [];

    private static int[] Counts() => [GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2)];
}
