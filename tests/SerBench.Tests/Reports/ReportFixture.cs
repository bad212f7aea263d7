namespace SerBench.Tests.Reports;

/// <summary>A fixed run file exercising every mark the reports have: ranks, noise, failure, unsupported, warnings, not installed.</summary>
internal static class ReportFixture
{
    public const string Diff = "Children[1].Name: expected \"Child 2\", got \"Child 3\"\nCost: expected 456.78, got 456.7";

    public static RunFile Run() => new()
    {
        SerbenchVersion = "0.1.0",
        Preset = "quick",
        PresetSettings = new PresetRecord("quick", "fixture settings, fixed so the snapshot does not follow preset tuning", 1, 3, 12, 40, null, null),
        StartedUtc = new DateTime(2026, 11, 21, 9, 30, 15, DateTimeKind.Utc),
        FinishedUtc = new DateTime(2026, 11, 21, 9, 42, 0, DateTimeKind.Utc),
        CommandLine = "serbench run --payloads complex,customers",
        Environment = TestRuns.Environment(),
        Serializers =
        [
            Row("fast", "buffer-writer", "reflection"),
            Row("slow", "byte-array", "source-generated"),
            Row("strings", "string", "reflection") with { Warning = "writes type names: unsafe for untrusted input" },
            Row("broken", "buffer-writer", "reflection"),
            Row("nope", "stream", "schema"),
            new SerializerRecord
            {
                Id = "missing", DisplayName = "Missing Pack", Package = "Missing.Pack", Format = "message-pack", Installed = false,
                Reason = "the package Missing.Pack is not on this machine's package source",
            },
        ],
        Payloads =
        [
            new PayloadRecord("complex", "Seed 001 Complex", 1, null),
            new PayloadRecord("customers", "Seed 003 customers", 100, "customers"),
        ],
        Cells =
        [
            TestRuns.Ok("fast", "complex", "serialize", 123.4, 600),
            TestRuns.Ok("slow", "complex", "serialize", 246.8, 300) with { Noisy = true, CiLowerNs = 200, CiUpperNs = 300 },
            TestRuns.Ok("strings", "complex", "serialize", 1234, 900),
            new CellRecord
            {
                Serializer = "broken", Payload = "complex", PayloadSize = 1, Operation = "serialize", Status = CellStatus.Failed,
                Reason = "the round trip gave back a different object", Diff = Diff,
            },
            Unsupported("nope", "complex", "serialize"),
            TestRuns.Ok("fast", "complex", "deserialize", 200, 600),
            TestRuns.Ok("slow", "complex", "deserialize", 100, 300),
            Unsupported("nope", "complex", "deserialize"),
            TestRuns.Ok("fast", "customers", "serialize", 1_500_000, 36_000, size: 100),
        ],
    };

    private static SerializerRecord Row(string id, string shape, string codegen) => new()
    {
        Id = id,
        DisplayName = "Fake " + char.ToUpperInvariant(id[0]) + id[1..],
        Package = "Fake." + id,
        Version = "1.0.0",
        Format = "json",
        Codegen = codegen,
        ApiShape = shape,
        Installed = true,
        Fidelity = "exact",
    };

    private static CellRecord Unsupported(string serializer, string payload, string operation) => new()
    {
        Serializer = serializer,
        Payload = payload,
        PayloadSize = 1,
        Operation = operation,
        Status = CellStatus.Unsupported,
        Reason = "needs [DataContract] on every type",
    };
}
