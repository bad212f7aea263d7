using SerBench.Overhead;
using SerBench.Overhead.Rows;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Overhead;

/// <summary>The overhead tool's instruction counting: callgrind's dumps read, and windows turned into figures.</summary>
public sealed class InstructionCountsTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("serbench-callgrind-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    [Fact]
    public void A_dump_gives_its_trigger_thread_and_instructions()
    {
        var path = Write("d.out.5-01", """
            # callgrind format
            version: 1
            creator: callgrind-3.19.0
            cmd:  SerBench.Overhead instructions-child --rows stj --side Adapter --window-ms 1000
            part: 5
            thread: 2

            desc: Timerange: Basic block 807178046 - 815986563
            desc: Trigger: Client Request: serbench stj serialize 5

            positions: line
            events: Ir
            summary: 34103781

            fn=(1668) (below main)
            58 34103781

            totals: 34103781
            """);

        Assert.Equal(new CallgrindDump("serbench stj serialize 5", 2, 34_103_781), CallgrindDump.Read(path));
    }

    [Fact]
    public void A_file_without_a_count_is_not_a_dump()
    {
        Assert.Null(CallgrindDump.Read(Write("notes.txt", "desc: Trigger: Client Request: x\nthread: 1\n")));
    }

    [Fact]
    public void The_figure_comes_from_each_process_last_windows_and_sets_adapter_over_direct()
    {
        // Window 1 still saw tiering (twice the instructions); windows 2-4 are the last three of each process.
        CountedWindow[] windows =
        [
            new("stj", "serialize", OverheadSide.Direct, 1, 1, 1_000, 2_000_000, 5, 0),
            new("stj", "serialize", OverheadSide.Direct, 1, 2, 1_000, 1_000_000, 0, 0),
            new("stj", "serialize", OverheadSide.Direct, 1, 3, 1_000, 1_000_000, 0, 0),
            new("stj", "serialize", OverheadSide.Direct, 1, 4, 1_000, 1_000_500, 0, 1),
            new("stj", "serialize", OverheadSide.Adapter, 1, 4, 2_000, 2_040_000, 0, 0),
            new("stj", "serialize", OverheadSide.Adapter, 1, 3, 2_000, 2_040_000, 0, 0),
            new("stj", "serialize", OverheadSide.Adapter, 1, 2, 2_000, 2_040_000, 1, 0),
            new("stj", "deserialize", OverheadSide.Direct, 1, 1, 10, 10_000, 0, 0),
        ];

        var counts = Assert.Single(InstructionCounts.From(windows));

        Assert.Equal(("stj", "serialize"), (counts.Row, counts.Op));
        Assert.Equal(1_000, counts.Direct);
        Assert.Equal(1_020, counts.Adapter);
        Assert.Equal(1.02, counts.Ratio, 6);
        Assert.Equal(0.0005, counts.DirectSpread, 6);
        Assert.Equal((1L, 1L), (counts.Compiled, counts.Collections));
        Assert.True(counts.Settled);
    }

    [Fact]
    public void Kept_windows_that_still_differ_are_not_settled()
    {
        CountedWindow[] windows =
        [
            new("cbor", "deserialize", OverheadSide.Direct, 1, 1, 100, 100_000, 0, 0),
            new("cbor", "deserialize", OverheadSide.Direct, 1, 2, 100, 101_000, 0, 0),
            new("cbor", "deserialize", OverheadSide.Adapter, 1, 1, 100, 100_000, 0, 0),
        ];

        var counts = Assert.Single(InstructionCounts.From(windows));

        Assert.Equal(0.00995, counts.DirectSpread, 5);
        Assert.False(counts.Settled);
    }

    [Fact]
    public void Processes_that_differ_from_each_other_are_settled_when_each_repeats_its_own_count()
    {
        CountedWindow[] windows =
        [
            new("avro", "deserialize", OverheadSide.Direct, 1, 1, 100, 100_000, 0, 0),
            new("avro", "deserialize", OverheadSide.Direct, 1, 2, 100, 100_000, 0, 0),
            new("avro", "deserialize", OverheadSide.Direct, 2, 1, 100, 100_800, 0, 0),
            new("avro", "deserialize", OverheadSide.Direct, 2, 2, 100, 100_800, 0, 0),
            new("avro", "deserialize", OverheadSide.Adapter, 1, 1, 100, 102_000, 0, 0),
        ];

        var counts = Assert.Single(InstructionCounts.From(windows));

        Assert.Equal(0.008, counts.DirectSpread, 3);
        Assert.True(counts.Settled);
    }

    [Fact]
    public void Windows_counted_on_every_thread_may_differ_by_the_pool_threads_spinning_and_still_be_settled()
    {
        // 0.4 % apart: too much for one thread's code, within what an async read's pool threads add by spinning.
        CountedWindow[] windows =
        [
            new("odata-async", "deserialize", OverheadSide.Direct, 1, 1, 20, 2_000_000, 0, 1, AllThreads: true),
            new("odata-async", "deserialize", OverheadSide.Direct, 1, 2, 20, 2_008_000, 0, 1, AllThreads: true),
            new("odata-async", "deserialize", OverheadSide.Adapter, 1, 1, 20, 2_000_000, 0, 1, AllThreads: true),
            new("odata", "deserialize", OverheadSide.Direct, 1, 1, 20, 2_000_000, 0, 1),
            new("odata", "deserialize", OverheadSide.Direct, 1, 2, 20, 2_008_000, 0, 1),
            new("odata", "deserialize", OverheadSide.Adapter, 1, 1, 20, 2_000_000, 0, 1),
        ];

        var counts = InstructionCounts.From(windows).ToDictionary(c => c.Row);

        Assert.True(counts["odata-async"].Settled);
        Assert.False(counts["odata"].Settled);
    }

    [LinuxFact]
    public void Outside_valgrind_the_client_requests_run_as_no_ops()
    {
        if (System.Runtime.InteropServices.RuntimeInformation.ProcessArchitecture != System.Runtime.InteropServices.Architecture.X64)
        {
            Assert.Throws<PlatformNotSupportedException>(CallgrindClient.Create);
            return;
        }

        var client = CallgrindClient.Create();

        // The copied instruction sequence runs natively and returns the request's default: no valgrind here.
        Assert.False(client.RunningOnValgrind);
        client.Toggle();
        client.Dump("serbench test");
        Assert.False(client.RunningOnValgrind);
    }

    [Fact]
    public void Methods_the_JIT_compiled_without_optimization_are_named_from_its_summary()
    {
        var path = Write("d.out.jit", """
               1: JIT compiled Program:<Main>$(System.String[]) [FullOpts, IL size=508, code size=1504]
               2: JIT compiled Stream:Write(byte[],int,int):this [Tier1 with Dynamic PGO, IL size=40, code size=90]
               3: JIT compiled MongoDB.Bson.Serialization.BsonSerializer:.cctor() [MinOpts, IL size=84, code size=299]
               4: JIT compiled Stream:WriteByte(byte):this [Tier0, IL size=12, code size=30]
            """);

        Assert.Equal(["MongoDB.Bson.Serialization.BsonSerializer:.cctor()"], Valgrind.UnoptimizedMethods(path));
        Assert.Empty(Valgrind.UnoptimizedMethods(Path.Combine(_folder, "absent.jit")));
    }

    private string Write(string name, string text)
    {
        var path = Path.Combine(_folder, name);
        File.WriteAllText(path, text);
        return path;
    }
}
