using System.Diagnostics;
using SerBench.Equality;

namespace SerBench.Labs.Robustness;

/// <summary>Deserializes one input with a cell's codec and classifies what came back; lives in the worker process.</summary>
internal interface ICaseEvaluator
{
    WorkerReply Evaluate(WorkerRequest request);
}

/// <summary>The typed evaluator: the codec and the canonical value are built once per worker.</summary>
internal sealed class CaseEvaluator<T>(ICodec<T> codec, T expected, Fidelity fidelity) : ICaseEvaluator
{
    public WorkerReply Evaluate(WorkerRequest request)
    {
        ArgumentNullException.ThrowIfNull(request);
        var before = GC.GetTotalAllocatedBytes(precise: true);
        var clock = Stopwatch.StartNew();
        T value;
        try
        {
            value = codec.Deserialize(request.Input);
        }
        catch (OutOfMemoryException ex)
        {
            var reply = Reply(request, Outcomes.OutOfMemory, before, clock, ex.GetType().FullName, Shorten(ex.Message));

            // Give the heap back now, so the next case starts with the whole limit.
            GC.Collect(GC.MaxGeneration, GCCollectionMode.Aggressive, blocking: true, compacting: true);
            return reply;
        }
        catch (Exception ex)
        {
            return Reply(request, Outcomes.Rejected, before, clock, ex.GetType().FullName, Shorten(ex.Message));
        }

        var elapsed = clock.Elapsed.TotalMilliseconds;
        var allocated = GC.GetTotalAllocatedBytes(precise: true) - before;
        string? difference;
        try
        {
            difference = StructuralComparer.FirstDifference(expected, value, fidelity);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            difference = $"the comparison itself threw {ex.GetType().Name}: {ex.Message}";
        }

        return new WorkerReply
        {
            Index = request.Index,
            Outcome = difference is null ? Outcomes.Equal : Outcomes.Different,
            Detail = difference is null ? null : Shorten(difference),
            AllocatedBytes = allocated,
            ElapsedMs = elapsed,
        };
    }

    private static WorkerReply Reply(WorkerRequest request, string outcome, long before, Stopwatch clock, string? exception, string detail) => new()
    {
        Index = request.Index,
        Outcome = outcome,
        Exception = exception,
        Detail = detail,
        AllocatedBytes = GC.GetTotalAllocatedBytes(precise: true) - before,
        ElapsedMs = clock.Elapsed.TotalMilliseconds,
    };

    private static string Shorten(string text) => CaseEvaluator.Shorten(text);
}

/// <summary>What the evaluators share.</summary>
internal static class CaseEvaluator
{
    private const int MaxText = 400;

    /// <summary>One line of at most 400 characters: exception messages and differences can be huge.</summary>
    public static string Shorten(string text)
    {
        var line = text.ReplaceLineEndings(" ");
        return line.Length <= MaxText ? line : line[..MaxText] + "…";
    }
}

/// <summary>Builds the typed evaluator for a payload without reflection over generic methods.</summary>
internal sealed class EvaluatorFactory(ISerializerAdapter adapter, int size) : IPayloadVisitor<ICaseEvaluator>
{
    public ICaseEvaluator Visit<T>(Payload<T> payload) =>
        new CaseEvaluator<T>(adapter.CreateCodec<T>(payload), payload.Create(size), adapter.Info.Fidelity);
}
