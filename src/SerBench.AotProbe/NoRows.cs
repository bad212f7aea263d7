namespace SerBench.AotProbe;

/// <summary>The rows of a probe built without a selection (the solution's own build): none.</summary>
internal static class SelectedRows
{
    public static (string Id, Func<ISerializerAdapter> Create)[] Create() => [];
}
