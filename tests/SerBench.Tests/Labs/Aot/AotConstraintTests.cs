using SerBench.Reports.Decision;

namespace SerBench.Tests.Labs.Aot;

public sealed class AotConstraintTests
{
    private static readonly Constraint Aot = Constraint.Find("aot")!;

    private static DecisionRow Row(string? outcome, string? note = null) =>
        new("r", "R", "json", "reflection", "exact", [], []) { Aot = outcome, AotNote = note };

    [Fact]
    public void A_row_that_works_under_native_aot_meets_it_with_its_warnings_said()
    {
        Assert.Null(Aot.Fails(Row("works-with-warnings", "warnings: IL2026 ×2")));
        Assert.Equal("works under NativeAOT (warnings: IL2026 ×2)", Aot.Meets(Row("works-with-warnings", "warnings: IL2026 ×2")));
    }

    [Fact]
    public void A_row_not_checked_is_unknown_never_assumed()
    {
        Assert.Equal("unknown under NativeAOT: not checked (run 'serbench aot')", Aot.Fails(Row(null)));
        Assert.Equal("unknown under NativeAOT: not checked (run 'serbench aot')", Aot.Fails(Row("not-checked")));
    }

    [Fact]
    public void A_row_that_fails_says_how()
    {
        Assert.Equal("under NativeAOT it fails at run: tiny: Serialize threw X", Aot.Fails(Row("fails-at-run", "tiny: Serialize threw X")));
    }
}
