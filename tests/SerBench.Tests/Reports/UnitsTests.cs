using SerBench.Reports;

namespace SerBench.Tests.Reports;

public sealed class UnitsTests
{
    [Theory]
    [InlineData(0.42, "0.42 ns")]
    [InlineData(12.345, "12.3 ns")]
    [InlineData(999, "999 ns")]
    [InlineData(1_000, "1.00 µs")]
    [InlineData(45_600, "45.6 µs")]
    [InlineData(1_500_000, "1.50 ms")]
    [InlineData(2_500_000_000, "2.50 s")]
    public void Times_use_three_significant_digits_and_human_units(double ns, string expected) =>
        Assert.Equal(expected, Units.Time(ns));

    [Theory]
    [InlineData(0, "0 B")]
    [InlineData(1_046, "1,046 B")]
    [InlineData(9_999, "9,999 B")]
    [InlineData(36_000, "35.2 KiB")]
    [InlineData(5_242_880, "5.00 MiB")]
    public void Bytes_are_exact_when_small(double bytes, string expected) =>
        Assert.Equal(expected, Units.Bytes(bytes));

    [Fact]
    public void Ratios_are_whole_percent_and_three_digit_multiples()
    {
        Assert.Equal("100 %", Units.Percent(1));
        Assert.Equal("1,234 %", Units.Percent(12.34));
        Assert.Equal("2.50×", Units.Times(2.5));
    }
}
