using System.Buffers;

namespace SerBench.Labs.Evolve;

/// <summary>One change between two versions of a type, runnable against any serializer row in both directions.</summary>
internal abstract class EvolveScenario(string id, string change, string description, bool countsForTolerance)
{
    public string Id { get; } = id;

    public string Change { get; } = change;

    public string Description { get; } = description;

    /// <summary>Part of what "version tolerant" must earn: fields added, removed and reordered, both ways.</summary>
    public bool CountsForTolerance { get; } = countsForTolerance;

    public EvolveScenarioRecord ToRecord() => new(Id, Change, Description, CountsForTolerance);

    public abstract EvolveCellRecord Run(ISerializerAdapter adapter, string direction);
}

/// <summary>A scenario over v1 type <typeparamref name="TOld"/> and v2 type <typeparamref name="TNew"/>, with the value each version writes.</summary>
internal sealed class EvolveScenario<TOld, TNew>(
    string id,
    string change,
    string description,
    bool countsForTolerance,
    Func<TOld> oldValue,
    Func<TNew> newValue,
    IReadOnlyDictionary<string, string>? renames = null)
    : EvolveScenario(id, change, description, countsForTolerance)
    where TOld : notnull
    where TNew : notnull
{
    private readonly IReadOnlyDictionary<string, string> _renames = renames ?? new Dictionary<string, string>();

    public override EvolveCellRecord Run(ISerializerAdapter adapter, string direction)
    {
        ArgumentNullException.ThrowIfNull(adapter);
        var oldPayload = new Payload<TOld>($"evolve-{Id}-v1", Description, _ => oldValue());
        var newPayload = new Payload<TNew>($"evolve-{Id}-v2", Description, _ => newValue());
        EvolveCellRecord Cell(string outcome, string? detail) => new(adapter.Info.Id, Id, direction, outcome, detail);
        foreach (var payload in new PayloadDescriptor[] { oldPayload, newPayload })
        {
            var support = adapter.Supports(payload);
            if (!support.IsSupported)
            {
                return Cell(EvolveOutcomes.Unsupported, support.Reason);
            }
        }

        try
        {
            return direction == EvolveOutcomes.OldToNew
                ? Cross(adapter.CreateCodec<TOld>(oldPayload), adapter.CreateCodec<TNew>(newPayload), oldValue(), _renames, Cell)
                : Cross(adapter.CreateCodec<TNew>(newPayload), adapter.CreateCodec<TOld>(oldPayload), newValue(), Inverse(_renames), Cell);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return Cell(EvolveOutcomes.Unsupported, $"the row could not build a codec for these types: {ex.GetType().Name}: {ex.Message}");
        }
    }

    private static EvolveCellRecord Cross<TWriter, TReader>(
        ICodec<TWriter> writer,
        ICodec<TReader> reader,
        TWriter value,
        IReadOnlyDictionary<string, string> renames,
        Func<string, string?, EvolveCellRecord> cell)
        where TWriter : notnull
        where TReader : notnull
    {
        var buffer = new ArrayBufferWriter<byte>();
        try
        {
            writer.Serialize(value, buffer);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return cell(EvolveOutcomes.Throws, $"writing threw {ex.GetType().Name}: {OneLine(ex.Message)}");
        }

        TReader read;
        try
        {
            read = reader.Deserialize(buffer.WrittenMemory.ToArray());
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return cell(EvolveOutcomes.Throws, $"{ex.GetType().Name}: {OneLine(ex.Message)}");
        }

        var (lost, notes) = ValueMatcher.Compare(value, read, renames);
        return lost.Count > 0
            ? cell(EvolveOutcomes.DataLost, string.Join("; ", lost.Concat(notes)))
            : cell(EvolveOutcomes.Works, notes.Count == 0 ? null : string.Join("; ", notes));
    }

    private static Dictionary<string, string> Inverse(IReadOnlyDictionary<string, string> renames) =>
        renames.ToDictionary(r => r.Value, r => r.Key);

    private static string OneLine(string message)
    {
        var line = message.ReplaceLineEndings(" ");
        return line.Length <= 300 ? line : line[..300] + "…";
    }
}
