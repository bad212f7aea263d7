using System.Runtime.Serialization.Formatters.Binary;

namespace SerBench.Serializers.Formatters;

/// <summary>
/// Whether BinaryFormatter works in this process, found by using it once: whether it is enabled depends on
/// the host's runtimeconfig switch and on the compatibility package, which a user's project may not match.
/// </summary>
internal static class BinaryFormatterProbe
{
    private static readonly Lazy<string?> Probe = new(Run);

    /// <summary>Null when BinaryFormatter works; otherwise the message it throws.</summary>
    public static string? DisabledReason => Probe.Value;

    private static string? Run()
    {
        try
        {
            using var stream = new MemoryStream();
#pragma warning disable SYSLIB0011 // Probing the obsolete formatter is the point.
            new BinaryFormatter().Serialize(stream, 1);
#pragma warning restore SYSLIB0011
            return null;
        }
        catch (NotSupportedException ex)
        {
            return ex.Message;
        }
    }
}
