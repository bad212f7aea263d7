namespace SerBench.Labs.Scale;

/// <summary>The console summary at the end of `serbench scale`.</summary>
internal static class ScaleConsole
{
    public static void Write(TextWriter output, RunFile run)
    {
        if (run.Scale is not { } scale)
        {
            return;
        }

        var figure = ScaleFigure.Of(scale);
        output.WriteLine($"{scale.Payload}: growth of round-trip {figure.Name} with {scale.Unit} ({string.Join(", ", scale.Sizes.Select(s => Units.Count(s)))})");
        var table = new TextTable(("serializer", false), ("largest size", true), ("round trip", true), ("MB/s", true), ("k", true), ("R²", true), ("super-linear", false), ("failed sizes", false));
        foreach (var s in scale.Series)
        {
            var last = s.Points.LastOrDefault(p => p.Status == CellStatus.Ok);
            var failed = s.Points.Where(p => p.Status != CellStatus.Ok).Select(p => p.Status == CellStatus.Unsupported ? "unsupported" : Units.Count(p.Size)).Distinct();
            table.Add(
                s.Serializer,
                last is null ? Labels.Dash : Units.Count(last.Size),
                figure.Cell(last is null ? null : figure.RoundTrip(last)),
                LabText.Number(last?.RoundTripMBps, "0"),
                LabText.Number(s.RoundTripFit?.Exponent, "0.00"),
                LabText.Number(s.RoundTripFit?.RSquared, "0.000"),
                s.RoundTripFit is { SuperLinear: true } f ? $"yes, bends at {(f.BendsAtSize is { } b ? Units.Count(b) : "?")}" : s.RoundTripFit is null ? Labels.Dash : "no",
                string.Join(", ", failed));
        }

        table.Write(output, "  ");
    }
}
