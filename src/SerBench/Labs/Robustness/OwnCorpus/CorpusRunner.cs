using System.Diagnostics;

namespace SerBench.Labs.Robustness;

/// <summary>
/// Feeds every file of a user's corpus to one serializer in isolated workers (a new one after every hang or
/// crash), counts accepted / rejected per y_ / n_ / i_ class, and saves the input of every non-clean outcome.
/// </summary>
internal sealed class CorpusRunner(CorpusPlan plan, ISerializerAdapter adapter)
{
    public CorpusRowRecord Run(CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        if (plan.Payload is null && adapter is not IAnyValueReader)
        {
            return NotRun("no any-value target: the row does not implement IAnyValueReader (a document model of its format); give --payloads ID to read the inputs as a payload's type");
        }

        string? readAs = adapter is IAnyValueReader reader && plan.Payload is null ? reader.AnyValueType : plan.Payload?.ClrType.Name;
        if (plan.Payload is { } payload && adapter.Supports(payload) is { IsSupported: false } no)
        {
            return NotRun($"does not take {payload.Id}: {no.Reason}");
        }

        var target = WorkerTarget.For(adapter, plan.Payload?.Id ?? AnyValueEvaluator.Any, plan.Payload?.DefaultSize ?? 1);
        var tally = new CorpusTally();
        WorkerProcess? worker = null;
        string? stopped = null;
        try
        {
            for (var i = 0; i < plan.Files.Count; i++)
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (tally.Hang >= RobustnessPlan.MaxHangsPerCell || tally.WorkerLosses >= RobustnessPlan.MaxWorkerLossesPerCell)
                {
                    stopped = $"stopped after {tally.Hang} hangs and {tally.WorkerLosses - tally.Hang} crashes; {plan.Files.Count - i} files were not fed";
                    break;
                }

                var file = plan.Files[i];
                var input = File.ReadAllBytes(file.FullPath);
                if (worker is not { IsAlive: true })
                {
                    worker?.Dispose();
                    worker = WorkerProcess.Start(target, plan.Limits);
                }

                var reply = worker.Run(new WorkerRequest(i, input)) with { Index = i };
                var excessive = WorkerLimits.IsExcessive(reply.AllocatedBytes, input.Length);
                string? saved = null;
                if (!Outcomes.IsClean(reply.Outcome) || excessive)
                {
                    var path = SavedInput.Save(Path.Combine(plan.OutputDirectory, RobustnessPlan.InputsFolder), target, new CorpusCase(i, "file", file.Name, input), [], reply, 0, plan.Limits);
                    saved = Path.GetRelativePath(plan.OutputDirectory, path).Replace('\\', '/');
                }

                tally.Add(file, reply, excessive, saved);
                if (excessive)
                {
                    worker.Dispose();
                    worker = null;
                }
            }
        }
        catch (WorkerSetupException ex) when (tally.Fed == 0)
        {
            return NotRun(ex.Message);
        }
        catch (WorkerSetupException ex)
        {
            stopped = $"stopped: {ex.Message}";
        }
        finally
        {
            worker?.Dispose();
        }

        return tally.ToRecord(adapter.Info.Id, readAs, stopped, clock.Elapsed.TotalSeconds);
    }

    private CorpusRowRecord NotRun(string reason) => new() { Serializer = adapter.Info.Id, Status = CellTally.NotRun, Reason = reason };
}
