namespace SerBench.Tests.Engine;

/// <summary>A failed cell's reason names the innermost exception when the library wrapped it, so it says why.</summary>
public sealed class FailureCauseTests
{
    [Fact]
    public void A_wrapped_exception_adds_its_innermost_cause()
    {
        var wrapped = new InvalidOperationException(
            "Failed to serialize SerBench.Payloads.Models.TinyObject value.",
            new TypeInitializationException("Resolver", new PlatformNotSupportedException("Dynamic code generation is not supported on this platform.")));

        Assert.Equal(" (cause: PlatformNotSupportedException: Dynamic code generation is not supported on this platform.)", CellPreparer.Cause(wrapped));
    }

    [Fact]
    public void An_exception_of_its_own_adds_nothing()
    {
        Assert.Empty(CellPreparer.Cause(new InvalidOperationException("the license key is missing")));
    }
}
