using System.Text;

namespace SerBench.Equality;

/// <summary>
/// The path from the root to the node being compared, kept as a stack of segments and rendered only when a
/// difference is found (building strings per node would dominate the walk on large payloads).
/// </summary>
internal sealed class DiffPath
{
    private readonly List<Segment> _segments = [];

    public int Depth => _segments.Count;

    public void PushMember(string name) => _segments.Add(new Segment(name, -1, null));

    public void PushIndex(int index) => _segments.Add(new Segment(null, index, null));

    public void PushKey(object? key) => _segments.Add(new Segment(null, -1, key ?? NullKey.Instance));

    public void Pop() => _segments.RemoveAt(_segments.Count - 1);

    /// <summary>Dotted members, <c>[i]</c> indexes and <c>["key"]</c> keys, e.g. <c>Doc.Metadata["meta_key_3"].Tags[0]</c>; "(root)" for the root itself.</summary>
    public override string ToString()
    {
        if (_segments.Count == 0)
        {
            return "(root)";
        }

        var text = new StringBuilder();
        foreach (var segment in _segments)
        {
            if (segment.Member is not null)
            {
                if (text.Length > 0)
                {
                    text.Append('.');
                }

                text.Append(segment.Member);
            }
            else if (segment.Key is not null)
            {
                text.Append('[').Append(segment.Key is string s ? ValueText.Quote(s) : ValueText.Describe(segment.Key)).Append(']');
            }
            else
            {
                text.Append('[').Append(segment.Index).Append(']');
            }
        }

        return text.ToString();
    }

    /// <summary>Renders a difference at the current path: <c>path: detail</c>.</summary>
    public string Difference(string detail) => $"{this}: {detail}";

    private readonly record struct Segment(string? Member, int Index, object? Key);

    private sealed class NullKey
    {
        public static readonly NullKey Instance = new();

        public override string ToString() => "null";
    }
}
