using System.Globalization;

namespace SerBench.Tests.Golden;

/// <summary>Runs a golden test's output under the invariant culture (numbers and System.CommandLine's own words), then restores the thread's cultures.</summary>
internal sealed class CultureScope : IDisposable
{
    private readonly CultureInfo _culture = CultureInfo.CurrentCulture;
    private readonly CultureInfo _uiCulture = CultureInfo.CurrentUICulture;

    private CultureScope() => CultureInfo.CurrentCulture = CultureInfo.CurrentUICulture = CultureInfo.InvariantCulture;

    public static CultureScope Invariant() => new();

    public void Dispose()
    {
        CultureInfo.CurrentCulture = _culture;
        CultureInfo.CurrentUICulture = _uiCulture;
    }
}
