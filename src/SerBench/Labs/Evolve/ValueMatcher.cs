using System.Reflection;
using System.Runtime.CompilerServices;

namespace SerBench.Labs.Evolve;

/// <summary>
/// Compares what a writer wrote with what a reader of the other version read, member by member: each writer
/// member the reader also has (by name, or by its rename) must hold the same value; ints and longs, and enums
/// by number, compare across versions. Members only one side has are not compared.
/// </summary>
internal static class ValueMatcher
{
    public static (List<string> Lost, List<string> Notes) Compare(object written, object read, IReadOnlyDictionary<string, string> renames)
    {
        var lost = new List<string>();
        var notes = new List<string>();
        var readType = read.GetType();
        foreach (var member in written.GetType().GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            var name = renames.TryGetValue(member.Name, out var renamed) ? renamed : member.Name;
            if (readType.GetProperty(name, BindingFlags.Public | BindingFlags.Instance) is not { } target)
            {
                continue;
            }

            var expected = member.GetValue(written);
            var actual = target.GetValue(read);
            if (!Equals(Normalize(expected), Normalize(actual)))
            {
                lost.Add($"{Describe(member.Name, name)}: {Show(expected)} came back as {Show(actual)}");
            }
            else if (actual is Enum value && !Enum.IsDefined(value.GetType(), value))
            {
                notes.Add($"{name} kept as {Convert.ToInt64(value, CultureInfo.InvariantCulture)}, a value the reader's enum does not name");
            }
        }

        foreach (var member in readType.GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            if (member.GetCustomAttribute<RequiredMemberAttribute>() is not null && member.GetValue(read) is null)
            {
                notes.Add($"required {member.Name} was missing from the data and read as null (not enforced)");
            }
        }

        return (lost, notes);
    }

    private static object? Normalize(object? value) => value switch
    {
        Enum e => Convert.ToInt64(e, CultureInfo.InvariantCulture),
        int i => (long)i,
        _ => value,
    };

    private static string Describe(string writer, string reader) => writer == reader ? writer : $"{writer} (read as {reader})";

    private static string Show(object? value) => value switch
    {
        null => "null",
        string s => $"\"{s}\"",
        Enum e => $"{e} ({Convert.ToInt64(e, CultureInfo.InvariantCulture)})",
        _ => Convert.ToString(value, CultureInfo.InvariantCulture) ?? "null",
    };
}
