using System.Diagnostics;

namespace SerBench.Labs.Robustness;

/// <summary>
/// Runs one serializer × payload: builds the corpus from the row's own bytes, feeds it to a worker (a new one
/// after every hang, crash or out-of-memory), tallies the outcomes and saves the input of every non-clean case.
/// </summary>
internal sealed class RobustnessCellRunner(RobustnessPlan plan, ISerializerAdapter adapter, SizedPayload payload)
{
    private readonly CellTally _tally = new();

    public RobustnessCellRecord Run(CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        var support = adapter.Supports(payload.Payload);
        if (!support.IsSupported)
        {
            return NotRun(support.Reason ?? "not supported");
        }

        byte[] valid;
        try
        {
            valid = payload.Payload.Accept(new ValidBytes(adapter, payload.Size));
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return NotRun($"serializing the canonical value threw {ex.GetType().Name}: {ex.Message}");
        }

        var corpus = RobustnessCorpus.Build(valid, new CorpusSettings(plan.Seed, plan.Sample, adapter.Info.Format, adapter.Info.Id));
        var target = Target();
        WorkerProcess? worker = null;
        string? stopped = null;
        try
        {
            foreach (var corpusCase in corpus)
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (_tally.Hangs >= RobustnessPlan.MaxHangsPerCell || _tally.WorkerLosses >= RobustnessPlan.MaxWorkerLossesPerCell)
                {
                    stopped = $"stopped after {_tally.Hangs} hangs and {_tally.WorkerLosses - _tally.Hangs} crashes; the corpus from case {corpusCase.Index} on was not run";
                    break;
                }

                if (worker is not { IsAlive: true })
                {
                    worker?.Dispose();
                    worker = WorkerProcess.Start(target, plan.Limits);
                }

                var reply = worker.Run(new WorkerRequest(corpusCase.Index, corpusCase.Input)) with { Index = corpusCase.Index };
                var excessive = WorkerLimits.IsExcessive(reply.AllocatedBytes, corpusCase.Input.Length);
                string? file = null;
                if (!Outcomes.IsClean(reply.Outcome) || excessive)
                {
                    var saved = SavedInput.Save(Path.Combine(plan.OutputDirectory, RobustnessPlan.InputsFolder), target, corpusCase, valid, reply, plan.Seed, plan.Limits);
                    file = Path.GetRelativePath(plan.OutputDirectory, saved).Replace('\\', '/');
                }

                _tally.Add(corpusCase, reply, excessive, file);
                if (excessive)
                {
                    // A case that allocated far beyond its input leaves the worker's heap near its limit; the next
                    // case gets a fresh worker so that its outcome does not depend on what ran before (replays start fresh too).
                    worker.Dispose();
                    worker = null;
                }
            }
        }
        catch (WorkerSetupException ex) when (_tally.Cases == 0)
        {
            return NotRun(ex.Message) with { ValidBytes = valid.Length };
        }
        catch (WorkerSetupException ex)
        {
            // A replacement worker that cannot start (a machine out of processes or memory) ends the cell, keeping what ran.
            stopped = $"stopped: {ex.Message}";
        }
        finally
        {
            worker?.Dispose();
        }

        return _tally.ToRecord(adapter.Info.Id, payload, valid.Length, stopped, clock.Elapsed.TotalSeconds);
    }

    private WorkerTarget Target() => WorkerTarget.For(adapter, payload.Payload.Id, payload.Size);

    private RobustnessCellRecord NotRun(string reason) => new()
    {
        Serializer = adapter.Info.Id,
        Payload = payload.Payload.Id,
        PayloadSize = payload.Size,
        Status = CellTally.NotRun,
        Reason = reason,
    };
}
