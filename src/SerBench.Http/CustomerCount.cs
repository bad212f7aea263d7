using System.Globalization;

namespace SerBench.Http;

/// <summary>The <c>count</c> query parameter: how many customers one response holds.</summary>
internal static class CustomerCount
{
    public const int Default = 100;
    public const int Min = 1;

    /// <summary>About 36 MB of JSON: far past seed 003's responses, short of what would strain a shared lab machine.</summary>
    public const int Max = 100_000;

    public static string Range { get; } = string.Create(CultureInfo.InvariantCulture, $"{Min} to {Max}");

    /// <summary>Reads <paramref name="text"/> (null = the default); returns null when valid, else the message of a 400.</summary>
    public static string? Parse(string? text, out int count)
    {
        count = Default;
        if (text is null)
        {
            return null;
        }

        if (!int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out count))
        {
            return $"count '{text}' is not a whole number; the accepted range is {Range} customers (default {Default}).";
        }

        return count is < Min or > Max
            ? $"count {count} is out of range; the accepted range is {Range} customers (default {Default})."
            : null;
    }
}
