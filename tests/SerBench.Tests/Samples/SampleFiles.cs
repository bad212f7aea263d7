namespace SerBench.Tests.Samples;

/// <summary>A temporary folder of JSON samples, deleted with the test.</summary>
internal sealed class SampleFiles : IDisposable
{
    public const string Orders = """
        {
          "orderId": 123456789012,
          "customer": { "name": "Zoë", "email": null, "vip": true },
          "placed": "2026-01-05T08:30:00.25+01:00",
          "total": 1234.5,
          "exactTotal": 0.1000000000000000055511151231,
          "lines": [
            { "sku": "A-1", "qty": 2, "price": 9.99, "tags": ["gift"] },
            { "sku": "B-2", "qty": 1, "price": 10, "tags": [], "note": "fragile" }
          ],
          "matrix": [[1, 2], [3, null]],
          "first-name": "x",
          "2nd": 2,
          "when": "not a date",
          "huge": 1e300
        }
        """;

    public string Folder { get; } = Directory.CreateTempSubdirectory("serbench-sample-").FullName;

    public string Write(string name, string json)
    {
        var path = Path.Combine(Folder, name);
        File.WriteAllText(path, json);
        return path;
    }

    public void Dispose() => Directory.Delete(Folder, recursive: true);
}
