using System.Globalization;
using System.Text;
using CsvHelper;
using SerBench.RunFiles;
using SerBench.RunFiles.Startup;

namespace SerBench.Reports.Labs;

/// <summary>
/// The CSV files of the lab sections beside results.csv (scale.csv, ceiling.csv, scenarios.csv, startup.csv):
/// one row per point, column names as in run.json, numbers invariant.
/// </summary>
internal static class LabCsvFiles
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    public static IReadOnlyList<string> Names(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return [.. Files(run).Select(f => f.Name)];
    }

    public static void Write(string directory, RunFile run)
    {
        foreach (var (name, header, rows) in Files(run))
        {
            File.WriteAllText(Path.Combine(directory, name), Render(header, rows), Utf8);
        }
    }

    internal static string Render(IReadOnlyList<string> header, IEnumerable<object?[]> rows)
    {
        using var text = new StringWriter(CultureInfo.InvariantCulture);
        var options = CsvWriterOptions.Default with { FormatProvider = CultureInfo.InvariantCulture, TrueValue = "true", FalseValue = "false" };
        using (var csv = CsvWriter.Create(text, options, leaveOpen: true))
        {
            csv.WriteHeader([.. header]);
            foreach (var row in rows)
            {
                foreach (var value in row)
                {
                    csv.WriteField(Format(value));
                }

                csv.EndRecord();
            }

            csv.Flush();
        }

        return text.ToString();
    }

    private static string? Format(object? value) => value switch
    {
        null => null,
        double d => d.ToString("R", CultureInfo.InvariantCulture),
        bool b => b ? "true" : "false",
        IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
        _ => value.ToString(),
    };

    private static IEnumerable<(string Name, IReadOnlyList<string> Header, IEnumerable<object?[]> Rows)> Files(RunFile run)
    {
        if (run.Scale is { } scale)
        {
            yield return ("scale.csv",
                ["serializer", "payload", "size", "status", "reason", "sizeBytes", "serializeNs", "deserializeNs", "roundTripNs",
                 "serializeAllocatedBytes", "deserializeAllocatedBytes", "roundTripAllocatedBytes", "serializeMBps", "deserializeMBps", "roundTripMBps",
                 "pastLastLevelCache", "roundTripExponent", "roundTripRSquared", "superLinear", "bendsAtSize"],
                scale.Series.SelectMany(s => s.Points.Select(p => new object?[]
                {
                    s.Serializer, scale.Payload, p.Size, p.Status, p.Reason, p.SizeBytes, p.SerializeNs, p.DeserializeNs, p.RoundTripNs,
                    p.SerializeAllocatedBytes, p.DeserializeAllocatedBytes, p.RoundTripAllocatedBytes, p.SerializeMBps, p.DeserializeMBps, p.RoundTripMBps,
                    p.PastLastLevelCache, s.RoundTripFit?.Exponent, s.RoundTripFit?.RSquared, s.RoundTripFit?.SuperLinear, s.RoundTripFit?.BendsAtSize,
                })));
        }

        if (run.Scenarios is { } scenarios)
        {
            yield return ("scenarios.csv",
                ["scenario", "payload", "serializer", "status", "reason", "medianNs", "meanNs", "ciLowerNs", "ciUpperNs", "allocatedBytes", "noisy", "ratio"],
                scenarios.Rows.Select(r => new object?[]
                {
                    r.Scenario, r.Payload, r.Serializer, r.Status, r.Reason, r.MedianNs, r.MeanNs, r.CiLowerNs, r.CiUpperNs, r.AllocatedBytes, r.Noisy, r.Ratio,
                }));
        }

        if (run.Ceiling is { } ceiling)
        {
            yield return ("ceiling.csv",
                ["serializer", "format", "binary", "size", "operation", "status", "reason", "rawBytes", "sizeBytes", "medianNs", "allocatedBytes", "gbps", "fractionOfMemcpy", "suspect"],
                ceiling.Memcpy.Select(m => new object?[] { "memcpy", "raw", true, m.Size, "copy", m.Status, m.Reason, m.Bytes, m.Bytes, m.MedianNs, 0L, m.GBps, 1.0, false })
                    .Concat(ceiling.Rows.Select(r => new object?[]
                    {
                        r.Serializer, r.Format, r.Binary, r.Size, r.Operation, r.Status, r.Reason, ceiling.Memcpy.FirstOrDefault(m => m.Size == r.Size)?.Bytes,
                        r.SizeBytes, r.MedianNs, r.AllocatedBytes, r.GBps, r.FractionOfMemcpy, r.Suspect,
                    })));
        }

        if (run.Startup is { } startup)
        {
            yield return ("startup.csv",
                ["serializer", "payload", "mode", "status", "reason", "processes", .. Figures.SelectMany(f => new[] { f + "MedianNs", f + "MinNs", f + "MaxNs" })],
                startup.Rows.Select(r => (object?[])
                [
                    r.Serializer, r.Payload, r.Mode, r.Status, r.Reason, r.Samples.Count,
                    .. Spreads(r).SelectMany(s => new object?[] { s?.MedianNs, s?.MinNs, s?.MaxNs }),
                ]));
        }
    }

    private static readonly string[] Figures = ["firstSerialize", "firstDeserialize", "createCodec", "secondSerialize", "secondDeserialize", "startToProbe", "processWall"];

    private static Spread?[] Spreads(StartupRow r) => [r.FirstSerialize, r.FirstDeserialize, r.CreateCodec, r.SecondSerialize, r.SecondDeserialize, r.StartToProbe, r.ProcessWall];
}
