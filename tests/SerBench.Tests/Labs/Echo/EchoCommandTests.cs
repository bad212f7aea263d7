using SerBench.Catalog;
using SerBench.Labs.Echo;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Echo;

/// <summary>`serbench echo` through the real CLI: option checks, and one end-to-end run against the child-process server.</summary>
public sealed class EchoCommandTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("serbench-echo-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    [Fact]
    public void Serbench_echo_alone_starts_its_server_checks_every_reply_and_writes_the_reports()
    {
        var output = Path.Combine(_folder, "run");
        var (exit, stdout, stderr) = Run(
            "echo", "--serializers", "raw,envelope-custom,stj,xmlserializer", "--payloads", "envelope,envelope-full",
            "--messages", "300", "--warmup", "0.5", "--clients", "2", "--in-flight", "4", "--out", output);

        Assert.True(exit == 0, $"exit {exit}: {stderr}\n{stdout}");
        Assert.Contains("child process listening on 127.0.0.1:", stdout, StringComparison.Ordinal);
        var run = RunFileStore.Read(output);
        var echo = Assert.IsType<EchoSection>(run.Echo);
        Assert.Equal(8, echo.Rows.Count);
        Assert.All(echo.Rows.Where(r => r.Serializer == "xmlserializer"), row => Assert.Equal(CellStatus.Unsupported, row.Status));
        Assert.All(echo.Rows.Where(r => r.Serializer != "xmlserializer"), row =>
        {
            Assert.True(row.Status == CellStatus.Ok, $"{row.Serializer} × {row.Payload}: {row.Reason}");
            Assert.True(row.Errors.Total == 0, row.Errors.First);
            Assert.True(row.Messages > 0 && row.Server!.Messages > 0);
        });
        Assert.Equal("raw", echo.Rows[0].Serializer);
        Assert.Equal(72, echo.Rows.Single(r => r.Serializer == "envelope-custom" && r.Payload == PayloadIds.Envelope).MessageBytes);
        Assert.Empty(echo.ServerLog);
        Assert.Equal("child process", echo.Settings.Server);
        Assert.False(run.Partial);

        var report = File.ReadAllText(Path.Combine(output, "report.md"));
        Assert.Contains("## Echo lab (seed 002)", report, StringComparison.Ordinal);
        Assert.Contains("no wrong or missing replies", report, StringComparison.Ordinal);
        Assert.Contains("### Seed 002 beside this run", report, StringComparison.Ordinal);
        Assert.StartsWith("serializer,payload,status", File.ReadAllText(Path.Combine(output, "echo.csv")), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("--serializers", "stk", "Unknown serializer 'stk' in --serializers; did you mean 'stj'?")]
    [InlineData("--serializers", "netserializer", "The serializer 'netserializer' (NetSerializer) is not installed")]
    [InlineData("--payloads", "complex", "The payload 'complex' is not an envelope; the echo lab sends envelopes only. Valid payloads: envelope, envelope-full.")]
    [InlineData("--clients", "0", "--clients 0 is out of range; give 1 to 10,000 (connections).")]
    [InlineData("--in-flight", "-1", "--in-flight -1 is out of range")]
    [InlineData("--duration", "0", "--duration 0 is out of range")]
    [InlineData("--max-frame-bytes", "10", "--max-frame-bytes 10 is out of range; give 256 to 16,777,216 (bytes).")]
    [InlineData("--host", "127.0.0.1", "--host 127.0.0.1 needs --port")]
    public void A_mistake_exits_2_naming_what_is_accepted_before_anything_starts(string option, string value, string message)
    {
        var output = Path.Combine(_folder, "never");
        var (exit, _, stderr) = Run("echo", option, value, "--out", output);
        Assert.Equal(2, exit);
        Assert.Contains(message, stderr, StringComparison.Ordinal);
        Assert.False(Directory.Exists(output));
    }

    [Fact]
    public void Duration_and_messages_together_are_refused()
    {
        var (exit, _, stderr) = Run("echo", "--duration", "1", "--messages", "100", "--out", Path.Combine(_folder, "never"));
        Assert.Equal(2, exit);
        Assert.Contains("--messages and --duration both end a window; give one of them.", stderr, StringComparison.Ordinal);
    }

    private static (int Exit, string Out, string Error) Run(params string[] args)
    {
        using var stdout = new StringWriter();
        using var stderr = new StringWriter();
        var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
        var exit = SerBenchApp.Run(args, catalog, stdout, stderr);
        return (exit, stdout.ToString(), stderr.ToString());
    }
}
