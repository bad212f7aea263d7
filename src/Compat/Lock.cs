#if !NET9_0_OR_GREATER
namespace System.Threading;

/// <summary>
/// .NET 9's lock type for a net8.0 measuring process (docs/runtimes.md): the same <c>lock</c> statements, on a monitor.
/// Compiled only into builds for a framework older than .NET 9.
/// </summary>
internal sealed class Lock
{
    private readonly object _monitor = new();

    public Scope EnterScope()
    {
        Monitor.Enter(_monitor);
        return new Scope(_monitor);
    }

    /// <summary>Leaves the lock when the <c>lock</c> statement's block ends.</summary>
    public readonly ref struct Scope(object monitor)
    {
        public void Dispose() => Monitor.Exit(monitor);
    }
}
#endif
