namespace System.Runtime.CompilerServices;

/// <summary>
/// Read by the runtime (by this name) on an assembly: its code may use the non-public types and members of the named
/// assembly. The timed calls' emitted assemblies carry it, so adapters' codecs and payload types need not be public.
/// </summary>
[AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true)]
internal sealed class IgnoresAccessChecksToAttribute(string assemblyName) : Attribute
{
    public string AssemblyName { get; } = assemblyName;
}
