using System.Buffers;

namespace SerBench.Labs.Echo;

/// <summary>
/// Hello and control frames: ordinary frames with offset 0 whose envelope is UTF-8 text. They are rare
/// (one hello per connection, a few control commands per serializer window), so they may allocate.
/// </summary>
internal static class EchoText
{
    public const string Protocol = "serbench-echo/1";
    public const string Ok = "ok";
    public const string ErrorPrefix = "error ";

    /// <summary>The longest text frame either side accepts before it says hello (bounds the hello).</summary>
    public const int MaxTextBytes = 4 * 1024;

    public static string DataHello(string serializer, string payload) => $"{Protocol} data {serializer} {payload}";

    public static string ControlHello => $"{Protocol} control";

    public static void Write(IBufferWriter<byte> output, string text) =>
        EchoFrame.Write(output, Encoding.UTF8.GetBytes(text), ReadOnlySequence<byte>.Empty);

    /// <summary>The text of a frame body; throws when it is not a text frame (a payload offset is set).</summary>
    public static string Read(ReadOnlySequence<byte> body)
    {
        EchoFrame.Split(body, out var envelope, out var payload);
        if (!payload.IsEmpty)
        {
            throw new EchoProtocolException("expected a text frame (offset 0) but the frame carries a payload");
        }

        try
        {
            return new UTF8Encoding(false, throwOnInvalidBytes: true).GetString(envelope);
        }
        catch (DecoderFallbackException)
        {
            throw new EchoProtocolException("the text frame is not valid UTF-8");
        }
    }
}
