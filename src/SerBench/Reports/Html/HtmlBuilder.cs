namespace SerBench.Reports.Html;

/// <summary>
/// Writes HTML text with every piece of run data escaped: serializer names, reasons and diffs come from
/// user code and must never become markup.
/// </summary>
internal sealed class HtmlBuilder
{
    private readonly StringBuilder _text = new();

    public int Length => _text.Length;

    /// <summary>Escapes the five markup characters only; the page is UTF-8, so "×" and "µ" stay readable in the source.</summary>
    public static string Escape(string? text)
    {
        if (string.IsNullOrEmpty(text) || text.AsSpan().IndexOfAny("<>&\"'") < 0)
        {
            return text ?? string.Empty;
        }

        var escaped = new StringBuilder(text.Length + 16);
        foreach (var c in text)
        {
            escaped.Append(c switch
            {
                '<' => "&lt;",
                '>' => "&gt;",
                '&' => "&amp;",
                '"' => "&quot;",
                '\'' => "&#39;",
                _ => c.ToString(),
            });
        }

        return escaped.ToString();
    }

    /// <summary>Escaped text.</summary>
    public HtmlBuilder Text(string? text)
    {
        _text.Append(Escape(text));
        return this;
    }

    /// <summary>Markup this code wrote itself (never run data).</summary>
    public HtmlBuilder Raw(string markup)
    {
        _text.Append(markup);
        return this;
    }

    public HtmlBuilder Line(string markup = "")
    {
        _text.Append(markup).Append('\n');
        return this;
    }

    /// <summary>&lt;tag attr="value"…&gt; with escaped attribute values; null values are left out.</summary>
    public HtmlBuilder Open(string tag, params (string Name, string? Value)[] attributes)
    {
        _text.Append('<').Append(tag);
        foreach (var (name, value) in attributes)
        {
            if (value is not null)
            {
                _text.Append(' ').Append(name).Append("=\"").Append(Escape(value)).Append('"');
            }
        }

        _text.Append('>');
        return this;
    }

    public HtmlBuilder Close(string tag)
    {
        _text.Append("</").Append(tag).Append('>');
        return this;
    }

    /// <summary>An element holding escaped text.</summary>
    public HtmlBuilder Element(string tag, string? text, params (string Name, string? Value)[] attributes) =>
        Open(tag, attributes).Text(text).Close(tag);

    public HtmlBuilder Heading(int level, string text, string? id = null) =>
        Element("h" + level.ToString(CultureInfo.InvariantCulture), text, ("id", id)).Line();

    public HtmlBuilder Paragraph(string text, string? cssClass = null) => Element("p", text, ("class", cssClass)).Line();

    public override string ToString() => _text.ToString();
}
