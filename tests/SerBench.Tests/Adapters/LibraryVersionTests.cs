using SerBench.Serializers;

namespace SerBench.Tests.Adapters;

public class LibraryVersionTests
{
    [Theory]
    [InlineData("10.4.2. Commit Hash: 876ffe0338e41bc6339e85ee5696dbee6cf9a4c4", "10.4.2")]
    [InlineData("13.0.4+4e13299d4b0ec96bd4df9954ef646bd2d1b5bf2a", "13.0.4")]
    [InlineData("10.0.12-servicing.26422.108", "10.0.12-servicing.26422.108")]
    [InlineData("3.14.0", "3.14.0")]
    [InlineData("  1.21.4  ", "1.21.4")]
    public void The_version_is_what_precedes_the_build_metadata(string informational, string expected) =>
        Assert.Equal(expected, LibraryVersion.Clean(informational));

    [Fact]
    public void Every_installed_row_reports_a_version_without_spaces_or_commit()
    {
        foreach (var row in BuiltInSerializers.Installed())
        {
            Assert.DoesNotContain(' ', row.Info.Version);
            Assert.DoesNotContain('+', row.Info.Version);
        }
    }
}
