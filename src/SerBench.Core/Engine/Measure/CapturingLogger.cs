using System.Text;
using BenchmarkDotNet.Loggers;

namespace SerBench.Engine;

/// <summary>
/// Keeps BenchmarkDotNet's log of the current cell in memory (nothing goes to the console), so a cell that
/// fails while being measured can say why.
/// </summary>
internal sealed class CapturingLogger : ILogger
{
    // A cell's log is a few kB; this bounds a runaway one.
    private const int MaxChars = 256 * 1024;

    private readonly StringBuilder _text = new();
    private readonly Lock _gate = new();

    public string Id => nameof(CapturingLogger);

    public int Priority => 0;

    public string Text
    {
        get
        {
            lock (_gate)
            {
                return _text.ToString();
            }
        }
    }

    public void Clear()
    {
        lock (_gate)
        {
            _text.Clear();
        }
    }

    public void Write(LogKind logKind, string text)
    {
        lock (_gate)
        {
            if (_text.Length < MaxChars)
            {
                _text.Append(text);
            }
        }
    }

    public void WriteLine() => Write(LogKind.Default, "\n");

    public void WriteLine(LogKind logKind, string text) => Write(logKind, text + "\n");

    public void Flush()
    {
    }
}
