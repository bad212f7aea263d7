using System.Text.Json;

namespace SerBench.Labs.Startup;

/// <summary>
/// The one JSON line a startup probe prints for its parent: every <see cref="StartupSample"/> member, camelCase, nulls
/// written. Written with Utf8JsonWriter, so the CLI's probe and the NativeAOT probe print the same line without reflection.
/// </summary>
public static class StartupSampleLine
{
    public static string Write(StartupSample sample)
    {
        ArgumentNullException.ThrowIfNull(sample);
        using var stream = new MemoryStream();
        using (var writer = new Utf8JsonWriter(stream))
        {
            writer.WriteStartObject();
            writer.WriteNumber("process", sample.Process);
            writer.WriteString("error", sample.Error);
            Number(writer, "createCodecNs", sample.CreateCodecNs);
            Number(writer, "firstSerializeNs", sample.FirstSerializeNs);
            Number(writer, "firstDeserializeNs", sample.FirstDeserializeNs);
            Number(writer, "secondSerializeNs", sample.SecondSerializeNs);
            Number(writer, "secondDeserializeNs", sample.SecondDeserializeNs);
            Number(writer, "startToProbeNs", sample.StartToProbeNs);
            Number(writer, "processWallNs", sample.ProcessWallNs);
            if (sample.ReadyToRun is { } readyToRun)
            {
                writer.WriteBoolean("readyToRun", readyToRun);
            }
            else
            {
                writer.WriteNull("readyToRun");
            }

            writer.WriteEndObject();
        }

        return System.Text.Encoding.UTF8.GetString(stream.ToArray());
    }

    private static void Number(Utf8JsonWriter writer, string name, double? value)
    {
        if (value is { } v)
        {
            writer.WriteNumber(name, v);
        }
        else
        {
            writer.WriteNull(name);
        }
    }
}
