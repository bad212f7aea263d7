using System.IO.Pipelines;
using System.Net;
using System.Net.Sockets;

namespace SerBench.Labs.Echo;

/// <summary>The client's side of the control channel: bounds each window on the server and fetches its figures.</summary>
internal sealed class EchoControlClient : IAsyncDisposable
{
    private readonly NetworkStream _stream;
    private readonly PipeReader _reader;
    private readonly PipeWriter _writer;

    private EchoControlClient(Socket socket)
    {
        _stream = new NetworkStream(socket, ownsSocket: true);
        _reader = PipeReader.Create(_stream, EchoPipe.ReaderOptions);
        _writer = PipeWriter.Create(_stream, EchoPipe.WriterOptions);
    }

    public static async Task<EchoControlClient> OpenAsync(EndPoint server, CancellationToken cancellationToken)
    {
        var client = new EchoControlClient(await EchoPipe.ConnectAsync(server, cancellationToken).ConfigureAwait(false));
        try
        {
            await client.CommandAsync(EchoText.ControlHello, cancellationToken).ConfigureAwait(false);
            return client;
        }
        catch
        {
            await client.DisposeAsync().ConfigureAwait(false);
            throw;
        }
    }

    public Task BeginWindowAsync(CancellationToken cancellationToken) => CommandAsync(EchoControl.Start, cancellationToken);

    public async Task<ServerWindowStats> EndWindowAsync(CancellationToken cancellationToken) =>
        EchoControl.ParseStats(await ExchangeAsync(EchoControl.Stop, cancellationToken).ConfigureAwait(false));

    public Task ShutdownServerAsync(CancellationToken cancellationToken) => CommandAsync(EchoControl.Shutdown, cancellationToken);

    public async ValueTask DisposeAsync()
    {
        await _reader.CompleteAsync().ConfigureAwait(false);
        try
        {
            await _writer.CompleteAsync().ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is IOException or SocketException or ObjectDisposedException)
        {
            // The server may already be gone (after shutdown).
        }

        await _stream.DisposeAsync().ConfigureAwait(false);
    }

    private async Task CommandAsync(string command, CancellationToken cancellationToken)
    {
        var answer = await ExchangeAsync(command, cancellationToken).ConfigureAwait(false);
        if (answer != EchoText.Ok)
        {
            throw new EchoSetupException($"the echo server answered '{command}' with: {answer}");
        }
    }

    private async Task<string> ExchangeAsync(string command, CancellationToken cancellationToken)
    {
        await EchoPipe.WriteTextAsync(_writer, command, cancellationToken).ConfigureAwait(false);
        var answer = await EchoPipe.ReadTextAsync(_reader, EchoText.MaxTextBytes, cancellationToken).ConfigureAwait(false)
            ?? throw new EchoSetupException($"the echo server closed the control connection instead of answering '{command}'");
        if (answer.StartsWith(EchoText.ErrorPrefix, StringComparison.Ordinal))
        {
            throw new EchoSetupException($"the echo server refused '{command}': {answer[EchoText.ErrorPrefix.Length..]}");
        }

        return answer;
    }
}
