using SerBench.Adapters;
using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>Describes the machine and runtime the current process measures on.</summary>
public static class EnvironmentProbe
{
    /// <summary>The environment, with the library of every given serializer row and its loaded version.</summary>
    public static EnvironmentRecord Capture(IEnumerable<SerializerInfo> serializers) => throw new NotImplementedException();
}
