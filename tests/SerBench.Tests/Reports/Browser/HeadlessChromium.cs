using System.Collections.Concurrent;
using System.Diagnostics;
using System.Globalization;
using System.Net.WebSockets;
using System.Text;
using System.Text.Json;
using System.Text.Json.Nodes;

namespace SerBench.Tests.Reports.Browser;

/// <summary>
/// Debian's headless Chromium driven over the Chrome DevTools Protocol with nothing but a WebSocket:
/// one page, its events recorded, commands awaited by id. The browser gets a fresh profile, binds
/// 127.0.0.1 on a port of its choosing, and is killed (with its children) on dispose.
/// </summary>
internal sealed class HeadlessChromium : IAsyncDisposable
{
    private static readonly TimeSpan CommandTimeout = TimeSpan.FromSeconds(30);

    private readonly Process _process;
    private readonly string _profile;
    private readonly ClientWebSocket _socket = new();
    private readonly ConcurrentDictionary<int, TaskCompletionSource<JsonElement>> _pending = new();
    private readonly CancellationTokenSource _stop = new();
    private Task _receiver = Task.CompletedTask;
    private int _nextId;

    private HeadlessChromium(Process process, string profile)
    {
        _process = process;
        _profile = profile;
    }

    /// <summary>Every event the page sent, in order: method and params.</summary>
    public ConcurrentQueue<(string Method, JsonElement Params)> Events { get; } = new();

    /// <summary>The Chromium executable on this machine, or null.</summary>
    public static string? Find() => DevToolsEndpoint.FindChromium();

    public static async Task<HeadlessChromium> StartAsync(string executable, TimeSpan startTimeout)
    {
        var profile = Directory.CreateTempSubdirectory("serbench-chromium-").FullName;
        var start = new ProcessStartInfo(executable)
        {
            RedirectStandardError = true,
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        foreach (var argument in new[]
                 {
                     "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--no-default-browser-check",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions",
                     "--disable-default-apps", "--mute-audio", "--hide-scrollbars", "--window-size=1280,1000",
                     $"--user-data-dir={profile}", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "about:blank",
                 })
        {
            start.ArgumentList.Add(argument);
        }

        var process = Process.Start(start) ?? throw new InvalidOperationException($"{executable} did not start.");
        process.OutputDataReceived += (_, _) => { };
        process.ErrorDataReceived += (_, _) => { };
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        var browser = new HeadlessChromium(process, profile);
        try
        {
            await browser.ConnectAsync(startTimeout);
            return browser;
        }
        catch
        {
            await browser.DisposeAsync();
            throw;
        }
    }

    public async Task<JsonElement> SendAsync(string method, object? parameters = null)
    {
        var id = Interlocked.Increment(ref _nextId);
        var reply = new TaskCompletionSource<JsonElement>(TaskCreationOptions.RunContinuationsAsynchronously);
        _pending[id] = reply;
        var message = new JsonObject { ["id"] = id, ["method"] = method };
        if (parameters is not null)
        {
            message["params"] = JsonSerializer.SerializeToNode(parameters);
        }

        await _socket.SendAsync(Encoding.UTF8.GetBytes(message.ToJsonString()), WebSocketMessageType.Text, endOfMessage: true, _stop.Token);
        return await reply.Task.WaitAsync(CommandTimeout);
    }

    /// <summary>Evaluates a JavaScript expression in the page and returns its JSON value.</summary>
    public async Task<JsonElement> EvaluateAsync(string expression)
    {
        var result = await SendAsync("Runtime.evaluate", new { expression, returnByValue = true, awaitPromise = true });
        if (result.TryGetProperty("exceptionDetails", out var error))
        {
            throw new InvalidOperationException($"The page threw evaluating {expression}: {error}");
        }

        return result.GetProperty("result").TryGetProperty("value", out var value) ? value.Clone() : default;
    }

    /// <summary>Waits until an event named <paramref name="method"/> has arrived.</summary>
    public async Task WaitForEventAsync(string method, TimeSpan timeout)
    {
        var deadline = Stopwatch.StartNew();
        while (!Events.Any(e => e.Method == method))
        {
            if (deadline.Elapsed > timeout)
            {
                throw new TimeoutException($"No {method} within {timeout.TotalSeconds} s; events seen: {string.Join(", ", Events.Select(e => e.Method).Distinct())}.");
            }

            await Task.Delay(50);
        }
    }

    public async Task<byte[]> ScreenshotAsync(double x, double y, double width, double height)
    {
        var result = await SendAsync("Page.captureScreenshot", new
        {
            format = "png",
            captureBeyondViewport = true,
            clip = new { x, y, width, height, scale = 1 },
        });
        return Convert.FromBase64String(result.GetProperty("data").GetString()!);
    }

    public async ValueTask DisposeAsync()
    {
        await _stop.CancelAsync();
        await _receiver.ConfigureAwait(ConfigureAwaitOptions.SuppressThrowing);
        try
        {
            if (!_process.HasExited)
            {
                _process.Kill(entireProcessTree: true);
                await _process.WaitForExitAsync().WaitAsync(TimeSpan.FromSeconds(10));
            }
        }
        catch (Exception ex) when (ex is InvalidOperationException or TimeoutException or System.ComponentModel.Win32Exception)
        {
            // Already gone, or the OS refuses: nothing more to do from a test.
        }

        _socket.Dispose();
        _process.Dispose();
        _stop.Dispose();
        try
        {
            Directory.Delete(_profile, recursive: true);
        }
        catch (IOException)
        {
            // Chromium's crash handler may still hold a file for a moment; a temp folder left behind is harmless.
        }
    }

    private async Task ConnectAsync(TimeSpan timeout)
    {
        var pageSocket = await DevToolsEndpoint.PageSocketAsync(_process, _profile, timeout);
        await _socket.ConnectAsync(pageSocket, _stop.Token);
        _receiver = Task.Run(ReceiveAsync);
    }

    private async Task ReceiveAsync()
    {
        var buffer = new byte[1 << 16];
        using var message = new MemoryStream();
        try
        {
            while (!_stop.IsCancellationRequested && _socket.State == WebSocketState.Open)
            {
                var result = await _socket.ReceiveAsync(buffer, _stop.Token);
                if (result.MessageType == WebSocketMessageType.Close)
                {
                    break;
                }

                message.Write(buffer, 0, result.Count);
                if (!result.EndOfMessage)
                {
                    continue;
                }

                Dispatch(JsonDocument.Parse(message.ToArray()).RootElement.Clone());
                message.SetLength(0);
            }
        }
        catch (Exception ex) when (ex is OperationCanceledException or WebSocketException)
        {
            // The browser closed or the test is done.
        }

        foreach (var pending in _pending.Values)
        {
            pending.TrySetException(new InvalidOperationException("The DevTools connection closed."));
        }
    }

    private void Dispatch(JsonElement message)
    {
        if (message.TryGetProperty("id", out var id) && _pending.TryRemove(id.GetInt32(), out var reply))
        {
            if (message.TryGetProperty("error", out var error))
            {
                reply.TrySetException(new InvalidOperationException("DevTools error: " + error.ToString()));
            }
            else
            {
                reply.TrySetResult(message.GetProperty("result"));
            }
        }
        else if (message.TryGetProperty("method", out var method))
        {
            Events.Enqueue((method.GetString()!, message.TryGetProperty("params", out var p) ? p : default));
        }
    }

    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"chromium pid {_process.Id}");
}
