using System.Text.Json;

namespace SerBench.Labs.Echo;

/// <summary>
/// Commands of the control channel. "start" snapshots the server's counters; "stop" answers with what changed
/// since (JSON <see cref="ServerWindowStats"/>), so the figures belong to that window alone; "shutdown" ends the server.
/// </summary>
internal static class EchoControl
{
    public const string Start = "start";
    public const string Stop = "stop";
    public const string Shutdown = "shutdown";

    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);

    public static string FormatStats(ServerWindowStats stats) => JsonSerializer.Serialize(stats, Json);

    public static ServerWindowStats ParseStats(string text)
    {
        try
        {
            return JsonSerializer.Deserialize<ServerWindowStats>(text, Json)
                ?? throw new EchoProtocolException("the server's window figures are null");
        }
        catch (JsonException ex)
        {
            throw new EchoProtocolException($"the server's window figures are not the expected JSON ({ex.Message}): {text}");
        }
    }
}
