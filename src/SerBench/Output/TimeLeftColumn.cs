using Spectre.Console;
using Spectre.Console.Rendering;

namespace SerBench.Output;

/// <summary>
/// The time left as the lab estimates it (<see cref="ProgressClock"/>), in place of Spectre's own column, whose recent
/// speed in cells per second reads a sweep's small sizes as the pace of its large ones.
/// </summary>
internal sealed class TimeLeftColumn(Func<TimeSpan?> remaining) : ProgressColumn
{
    public override IRenderable Render(RenderOptions options, ProgressTask task, TimeSpan deltaTime) =>
        remaining() is { } left
            ? new Text(ProgressClock.Format(left), new Style(Color.Blue))
            : new Text("-:--", new Style(Color.Grey));
}
