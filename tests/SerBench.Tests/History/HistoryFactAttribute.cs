using Xunit.Abstractions;
using Xunit.Sdk;

namespace SerBench.Tests.History;

/// <summary>Marks a test class that needs the tests' PostgreSQL server (<see cref="PostgresServer"/>).</summary>
public interface INeedsPostgres;

/// <summary>
/// A fact of the history store suite. The suite is written once and bound to each database by a subclass, so whether it
/// can run depends on the class: a PostgreSQL subclass's facts are skipped, saying why, only where no server can be had.
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
[XunitTestCaseDiscoverer("SerBench.Tests.History.HistoryFactDiscoverer", "SerBench.Tests")]
public sealed class HistoryFactAttribute : FactAttribute;

/// <summary>Finds <see cref="HistoryFactAttribute"/> facts, skipped for a PostgreSQL class when <see cref="PostgresServer.Unavailable"/> says why.</summary>
public sealed class HistoryFactDiscoverer(IMessageSink diagnostics) : IXunitTestCaseDiscoverer
{
    public IEnumerable<IXunitTestCase> Discover(ITestFrameworkDiscoveryOptions discoveryOptions, ITestMethod testMethod, IAttributeInfo factAttribute)
    {
        ArgumentNullException.ThrowIfNull(discoveryOptions);
        ArgumentNullException.ThrowIfNull(testMethod);
        var display = discoveryOptions.MethodDisplayOrDefault();
        var options = discoveryOptions.MethodDisplayOptionsOrDefault();
        var needsPostgres = typeof(INeedsPostgres).IsAssignableFrom(testMethod.TestClass.Class.ToRuntimeType());
        yield return needsPostgres && PostgresServer.Unavailable is { } reason
            ? new XunitSkippedDataRowTestCase(diagnostics, display, options, testMethod, reason)
            : new XunitTestCase(diagnostics, display, options, testMethod);
    }
}
