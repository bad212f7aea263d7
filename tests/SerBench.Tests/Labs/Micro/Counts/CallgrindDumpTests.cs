using SerBench.Labs.Micro.Counts;

namespace SerBench.Tests.Labs.Micro.Counts;

public sealed class CallgrindDumpTests : IDisposable
{
    private readonly string _file = Path.GetTempFileName();

    public void Dispose() => File.Delete(_file);

    [Fact]
    public void A_window_dump_gives_every_event_its_trigger_and_the_simulated_caches()
    {
        File.WriteAllText(_file, """
            version: 1
            creator: callgrind-3.19.0
            desc: I1 cache: 32768 B, 64 B, 8-way associative
            desc: D1 cache: 32768 B, 64 B, 8-way associative
            desc: LL cache: 8388608 B, 64 B, 16-way associative
            desc: Timerange: Basic block 0 - 7051253
            desc: Trigger: Client Request: serbench cell 3 window 2
            events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim
            summary: 4728501 1195739 865591 382 190 48 43 3 3 665454 26717 70635 11808
            totals: 4728501 1195739 865591 382 190 48 43 3 3 665454 26717 70635 11808
            """);

        var dump = CallgrindDump.Read(_file)!;

        Assert.Equal("serbench cell 3 window 2", dump.Trigger);
        Assert.Equal(4728501, dump["Ir"]);
        Assert.Equal(382 + 190 + 48, dump["I1mr"] + dump["D1mr"] + dump["D1mw"]);
        Assert.Equal(11808, dump["Bim"]);
        Assert.Equal(3, dump.Caches.Count);
        Assert.Contains("LL cache: 8388608 B", dump.Caches[2], StringComparison.Ordinal);
    }

    [Fact]
    public void Trailing_zero_events_that_callgrind_leaves_out_read_as_zero()
    {
        File.WriteAllText(_file, "desc: Trigger: Client Request: w\nevents: Ir Dr Dw Bc Bcm\nsummary: 100 20\n");

        var dump = CallgrindDump.Read(_file)!;

        Assert.Equal(100, dump["Ir"]);
        Assert.Equal(0, dump["Bcm"]);
        Assert.Equal(0, dump["ILmr"]);
    }

    [Fact]
    public void The_termination_dump_with_wrapped_around_figures_is_no_window()
    {
        File.WriteAllText(_file, "desc: Trigger: Program termination\nevents: Ir Dr\nsummary: 18446744073549212531 18446744073669842277\ntotals: 0\n");

        Assert.Null(CallgrindDump.Read(_file));
    }

    [Fact]
    public void A_file_that_is_not_a_dump_reads_as_none()
    {
        File.WriteAllText(_file, "  12: JIT compiled Type:Method() [Tier0, IL size=7, code size=37]\n");

        Assert.Null(CallgrindDump.Read(_file));
    }
}
