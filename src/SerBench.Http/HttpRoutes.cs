using System.Text.Json;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;

namespace SerBench.Http;

/// <summary>
/// The lab's routes: <c>GET /customers/{writer}?count=N</c>, <c>GET /writers</c>, <c>GET /counters</c>, and
/// <c>GET /</c> saying what exists. Plain request delegates, so nothing but the writer runs per request.
/// </summary>
internal static class HttpRoutes
{
    public const string CustomersPrefix = "/customers/";
    public const string WritersPath = "/writers";
    public const string CountersPath = "/counters";

    private const string TextPlain = "text/plain; charset=utf-8";

    public static JsonSerializerOptions Json { get; } = new(JsonSerializerDefaults.Web) { WriteIndented = true };

    public static void Map(IEndpointRouteBuilder app, WriterSet writers)
    {
        ArgumentNullException.ThrowIfNull(app);
        ArgumentNullException.ThrowIfNull(writers);
        var list = writers.Describe();
        app.MapGet(CustomersPrefix + "{writer}", context => WriteCustomersAsync(context, writers));
        app.MapGet(WritersPath, context => context.Response.WriteAsJsonAsync(list, Json, context.RequestAborted));
        app.MapGet(CountersPath, context => context.Response.WriteAsJsonAsync(CountersSnapshot.Capture(), Json, context.RequestAborted));
        app.MapGet("/", context => TextAsync(context, StatusCodes.Status200OK,
            $"SerBench HTTP lab. GET {CustomersPrefix}{{writer}}?count=N (N from {CustomerCount.Range}, default {CustomerCount.Default}); " +
            $"GET {WritersPath}; GET {CountersPath}. Writers: {string.Join(", ", writers.Ids)}.\n"));
    }

    private static async Task WriteCustomersAsync(HttpContext context, WriterSet writers)
    {
        var id = context.Request.RouteValues["writer"] as string ?? string.Empty;
        var writer = writers.Find(id);
        if (writer is null)
        {
            await TextAsync(context, StatusCodes.Status404NotFound,
                $"Unknown writer '{id}'. Writers: {string.Join(", ", writers.Ids)}.\n").ConfigureAwait(false);
            return;
        }

        var values = context.Request.Query["count"];
        var error = values.Count > 1
            ? $"count was given {values.Count} times; give it once, from {CustomerCount.Range} (default {CustomerCount.Default})."
            : CustomerCount.Parse(values.Count == 0 ? null : values[0], out _);
        if (error is not null)
        {
            await TextAsync(context, StatusCodes.Status400BadRequest, error + "\n").ConfigureAwait(false);
            return;
        }

        _ = CustomerCount.Parse(values.Count == 0 ? null : values[0], out var count);
        var response = context.Response;
        response.StatusCode = StatusCodes.Status200OK;
        response.ContentType = writer.Description.ContentType;
        try
        {
            writer.Write(count, new ResponseBodyWriter(response.BodyWriter));
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            if (response.HasStarted)
            {
                // Headers are out, so a 500 can no longer be sent: abort, and the load tool counts a bad response.
                context.Abort();
                return;
            }

            // Bytes the writer advanced are not sent before the first flush; a clean 500 says which writer failed.
            response.Clear();
            await TextAsync(context, StatusCodes.Status500InternalServerError,
                $"Writer '{writer.Id}' failed ({ex.GetType().Name}): {ex.Message}\n").ConfigureAwait(false);
            return;
        }

        await response.BodyWriter.FlushAsync(context.RequestAborted).ConfigureAwait(false);
    }

    private static Task TextAsync(HttpContext context, int status, string text)
    {
        context.Response.StatusCode = status;
        context.Response.ContentType = TextPlain;
        return context.Response.WriteAsync(text, context.RequestAborted);
    }
}
