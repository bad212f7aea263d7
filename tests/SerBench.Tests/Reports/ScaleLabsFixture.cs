using SerBench.Labs.Ceiling;
using SerBench.Labs.Scale;
using SerBench.Labs.Scenarios;
using SerBench.Labs.Startup;

namespace SerBench.Tests.Reports;

/// <summary>Sections of the scale, scenarios, ceiling and startup labs for the report fixture, each with one marked row.</summary>
internal static class ScaleLabsFixture
{
    public static ScaleSection Scale() => new()
    {
        Payload = "large",
        Unit = "consumers",
        Sizes = [10, 100, 1_000],
        LastLevelCacheBytes = 32 << 20,
        SuperLinearThreshold = 1.15,
        Series =
        [
            new ScaleSeries
            {
                Serializer = "fast",
                Points = [Point(10, 1_000), Point(100, 10_000), Point(1_000, 100_000)],
                RoundTripFit = new GrowthFit(1.0, 0.999, 3, false, null),
            },
            new ScaleSeries
            {
                Serializer = "slow",
                Points = [Point(10, 1_000), Point(100, 30_000), Point(1_000, 900_000)],
                RoundTripFit = new GrowthFit(1.48, 0.99, 3, true, 100),
                CacheCrossing = new CacheCrossing(null, 5_000, true),
            },
        ],
    };

    public static ScenariosSection Scenarios() => new()
    {
        Baseline = "stj",
        Variants = "the 10 objects differ in every string.",
        Rows =
        [
            new ScenarioRecord { Scenario = "serialize-1", Payload = "complex", Serializer = "stj", Status = CellStatus.Ok, MedianNs = 1_000, AllocatedBytes = 512, Ratio = 1 },
            new ScenarioRecord { Scenario = "serialize-1", Payload = "complex", Serializer = "messagepack", Status = CellStatus.Ok, MedianNs = 500, AllocatedBytes = 0, Ratio = 0.5 },
            new ScenarioRecord { Scenario = "serialize-1", Payload = "complex", Serializer = "broken", Status = CellStatus.Failed, Reason = "round trip differs" },
        ],
        Seed = [new SeedScenarioFigure("serialize-1", "complex", "MessagePack", 700, 64, 0.42, null)],
    };

    public static CeilingSection Ceiling() => new()
    {
        Payload = "floats",
        Unit = "points",
        HeadlineSize = 1_000,
        Sizes = [1_000],
        TargetFraction = 0.5,
        Memcpy = [new MemcpyRecord { Size = 1_000, Bytes = 12_000, Status = CellStatus.Ok, MedianNs = 500, GBps = 24 }],
        Rows =
        [
            Ceiling("fast", "custom-binary", true, 1_000, 0.5),
            Ceiling("tricky", "custom-binary", true, 400, 1.25) with { Suspect = true },
            Ceiling("stj", "json", false, 20_000, 0.025),
        ],
        BestBinary = Ceiling("fast", "custom-binary", true, 1_000, 0.5),
    };

    /// <summary>JIT, ReadyToRun and NativeAOT (--r2r --aot): fast measured in each; broken failed under the JIT and not measured under NativeAOT.</summary>
    public static StartupSection Startup() => new()
    {
        Processes = 5,
        Modes = ["jit", "r2r", "nativeaot"],
        Rows =
        [
            Startup("fast", "jit", 40_000_000),
            Startup("fast", "r2r", 10_000_000),
            Startup("fast", "nativeaot", 2_000_000) with { BinaryBytes = 5_500_000 },
            new StartupRow { Serializer = "broken", Payload = "tiny", Mode = "jit", Status = CellStatus.Failed, Reason = "probe exited with 134" },
            new StartupRow { Serializer = "broken", Payload = "tiny", Mode = "nativeaot", Status = CellStatus.Unsupported, Reason = "fails at run: tiny: Serialize threw System.InvalidOperationException: dynamic code" },
        ],
        NativeAot = new NativeAotRecord { Measured = false, Missing = "the ILCompiler package", Rows = [new NativeAotRow("fast", true, "source-generated")] },
        NativeAotBuilds = [new NativeAotBuildRecord { Serializer = "fast", Succeeded = true, BuildSeconds = 95, BinaryBytes = 5_500_000, Note = "startup-nativeaot-fast build published" }],
        NativeAotBaseline = new NativeAotBuildRecord { Succeeded = true, Reused = true, BinaryBytes = 4_000_000, Note = "startup-nativeaot-empty build reused" },
    };

    /// <summary>JIT and NativeAOT only (--aot without --r2r): the NativeAOT table without its ReadyToRun columns.</summary>
    public static StartupSection StartupJitAndAot() => Startup() with
    {
        Modes = ["jit", "nativeaot"],
        Rows = [.. Startup().Rows.Where(r => r.Mode != "r2r")],
    };

    private static ScalePoint Point(int size, double ns) => new() { Size = size, Status = CellStatus.Ok, RoundTripNs = ns, SizeBytes = size * 100L };

    private static CeilingRecord Ceiling(string serializer, string format, bool binary, double ns, double fraction) => new()
    {
        Serializer = serializer,
        Format = format,
        Binary = binary,
        Size = 1_000,
        Operation = "serialize",
        Status = CellStatus.Ok,
        MedianNs = ns,
        GBps = 12_000 / ns,
        FractionOfMemcpy = fraction,
        SizeBytes = 12_000,
    };

    private static StartupRow Startup(string serializer, string mode, double firstNs) => new()
    {
        Serializer = serializer,
        Payload = "tiny",
        Mode = mode,
        Status = CellStatus.Ok,
        FirstSerialize = new Spread(firstNs, firstNs * 0.9, firstNs * 1.2, 5),
        FirstDeserialize = new Spread(firstNs / 2, firstNs / 3, firstNs, 5),
    };
}
