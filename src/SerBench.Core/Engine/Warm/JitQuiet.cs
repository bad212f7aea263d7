namespace SerBench.Engine;

/// <summary>
/// Decides when the JIT's tiering has gone quiet during a warm-up, from two readings taken at each check: every method
/// the runtime has compiled so far, and how many of them were runtime-generated code (see <see cref="GeneratedCodeCount"/>).
/// </summary>
/// <remarks>
/// Some libraries make the runtime compile code for as long as they run: Hyperion, Avro and MongoDB.Bson create objects
/// through reflection, whose invoke stub the runtime compiles again each time a collection has dropped its cache (every
/// few tens of milliseconds in their grain-state round trips). Those are dynamic methods, compiled fully optimized once,
/// which never tier; counted as activity they kept every warm-up of those rows going until the time limit. Tiering is
/// quiet when nothing else has been compiled for the quiet period.
/// <para>
/// A generated method's compile is counted at once, its event a few milliseconds later, so for a moment it looks like
/// something else; only a count above the highest seen so far is news, so such a moment does not restart the period.
/// </para>
/// </remarks>
internal sealed class JitQuiet(TimeSpan quietPeriod, TimeSpan limit)
{
    private long? _highest;

    /// <summary>When something other than generated code was last compiled (from the start of the warm-up).</summary>
    public TimeSpan LastChange { get; private set; }

    /// <summary>True once nothing but generated code has been compiled for the quiet period, or the limit is reached.</summary>
    public bool IsQuiet(TimeSpan now, long compiled, long generated)
    {
        var tiered = compiled - generated;
        if (_highest is not { } highest)
        {
            _highest = tiered;
        }
        else if (tiered > highest)
        {
            _highest = tiered;
            LastChange = now;
        }

        return now - LastChange >= quietPeriod || now >= limit;
    }
}
