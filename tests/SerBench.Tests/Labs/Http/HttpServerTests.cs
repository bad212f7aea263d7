using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using SerBench.Equality;
using SerBench.Http;
using SerBench.Payloads.Models;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Http;

public sealed class HttpServerTests(HttpServerFixture server) : IClassFixture<HttpServerFixture>
{
    /// <summary>Every installed serializer that supports customers, and raw.</summary>
    public static TheoryData<string> WriterIds()
    {
        var data = new TheoryData<string>();
        foreach (var id in ExpectedIds())
        {
            data.Add(id);
        }

        return data;
    }

    private static List<string> ExpectedIds() =>
        [RawWriter.WriterId, .. BuiltInSerializers.Installed().Where(a => a.Supports(BuiltInPayloads.Customers).IsSupported).Select(a => a.Info.Id)];

    [Fact]
    public void Every_installed_serializer_that_supports_customers_is_a_writer_and_raw_comes_first()
    {
        Assert.Equal(ExpectedIds(), server.Writers.Ids);
        Assert.Equal(RawWriter.WriterId, server.Writers.Ids[0]);
        Assert.Contains(server.Writers.Skipped, s => s.Id == "envelope-custom" && s.Reason.Contains("does not support customers", StringComparison.Ordinal));
    }

    [Theory]
    [MemberData(nameof(WriterIds))]
    public async Task A_writer_answers_200_with_its_content_type_and_a_body_that_round_trips_through_its_own_codec(string id)
    {
        using var response = await server.Client.GetAsync($"/customers/{id}?count=3");
        var body = await response.Content.ReadAsByteArrayAsync();

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal(MediaTypeHeaderValue.Parse(ExpectedContentType(id)).ToString(), response.Content.Headers.ContentType?.ToString());
        var adapter = CodecOwner(id);
        var actual = adapter.CreateCodec<List<Customer>>(BuiltInPayloads.Customers).Deserialize(body);
        Assert.Null(StructuralComparer.FirstDifference(BuiltInPayloads.Customers.Create(3), actual, adapter.Info.Fidelity));
    }

    [Fact]
    public async Task Without_count_a_response_holds_the_default_100_customers()
    {
        var body = await server.Client.GetByteArrayAsync("/customers/stj");
        var stj = CodecOwner("stj");
        var actual = stj.CreateCodec<List<Customer>>(BuiltInPayloads.Customers).Deserialize(body);
        Assert.Equal(CustomerCount.Default, actual.Count);
        Assert.Null(StructuralComparer.FirstDifference(BuiltInPayloads.Customers.Create(CustomerCount.Default), actual, stj.Info.Fidelity));
    }

    [Fact]
    public async Task Raw_returns_exactly_the_bytes_stj_writes()
    {
        var raw = await server.Client.GetByteArrayAsync("/customers/raw?count=7");
        var stj = await server.Client.GetByteArrayAsync("/customers/stj?count=7");
        Assert.Equal(stj, raw);
    }

    [Theory]
    [InlineData("STJ")]
    [InlineData("Raw")]
    public async Task Writer_ids_ignore_case(string id)
    {
        using var response = await server.Client.GetAsync($"/customers/{id}?count=1");
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
    }

    [Theory]
    [InlineData("nope")]
    [InlineData("envelope-custom")]
    [InlineData("netserializer")]
    public async Task An_unknown_writer_is_404_naming_every_writer(string id)
    {
        using var response = await server.Client.GetAsync($"/customers/{id}");
        var text = await response.Content.ReadAsStringAsync();

        Assert.Equal(HttpStatusCode.NotFound, response.StatusCode);
        Assert.StartsWith("text/plain", response.Content.Headers.ContentType?.ToString(), StringComparison.Ordinal);
        Assert.Contains($"Unknown writer '{id}'", text, StringComparison.Ordinal);
        Assert.Contains(string.Join(", ", server.Writers.Ids), text, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("count=abc", "not a whole number")]
    [InlineData("count=", "not a whole number")]
    [InlineData("count=-1", "not a whole number")]
    [InlineData("count=1.5", "not a whole number")]
    [InlineData("count=0", "out of range")]
    [InlineData("count=100001", "out of range")]
    [InlineData("count=99999999999", "not a whole number")]
    [InlineData("count=1&count=2", "given 2 times")]
    public async Task A_bad_or_out_of_range_count_is_400_saying_the_accepted_range(string query, string why)
    {
        using var response = await server.Client.GetAsync($"/customers/stj?{query}");
        var text = await response.Content.ReadAsStringAsync();

        Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
        Assert.Contains(why, text, StringComparison.Ordinal);
        Assert.Contains("1 to 100000", text, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_largest_count_is_served()
    {
        using var response = await server.Client.GetAsync($"/customers/raw?count={CustomerCount.Max}", HttpCompletionOption.ResponseHeadersRead);
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
    }

    [Fact]
    public async Task Writers_lists_every_writer_with_its_labels_and_the_skipped_rows()
    {
        var list = await server.Client.GetFromJsonAsync<WriterList>("/writers", HttpRoutes.Json);

        Assert.NotNull(list);
        Assert.Equal(server.Writers.Ids, list.Writers.Select(w => w.Id));
        Assert.All(list.Writers, w => Assert.Equal(ExpectedContentType(w.Id), w.ContentType));
        Assert.Equal("pre-serialized", list.Writers[0].ApiShape);
        Assert.Equal("buffer-writer", list.Writers.Single(w => w.Id == "stj").ApiShape);
        Assert.Equal("stream", list.Writers.Single(w => w.Id == "odata").ApiShape);
        Assert.Contains(list.Skipped, s => s.Id == "envelope-custom");
    }

    [Fact]
    public async Task Counters_returns_the_server_process_runtime_figures()
    {
        var counters = await server.Client.GetFromJsonAsync<CountersSnapshot>("/counters", HttpRoutes.Json);

        Assert.NotNull(counters);
        Assert.Equal(Environment.ProcessorCount, counters.ProcessorCount);
        Assert.True(counters.WorkingSetBytes > 0);
        Assert.True(counters.AllocatedBytes > 0);
        Assert.True(counters.TimestampSeconds > 0);
    }

    [Fact]
    public async Task The_root_says_which_routes_exist()
    {
        var text = await server.Client.GetStringAsync("/");
        Assert.Contains("/customers/{writer}?count=N", text, StringComparison.Ordinal);
        Assert.Contains("/writers", text, StringComparison.Ordinal);
    }

    private static ISerializerAdapter CodecOwner(string id) =>
        BuiltInSerializers.Installed().Single(a => a.Info.Id == (id == RawWriter.WriterId ? WriterSet.PreferredRawSource : id));

    private static string ExpectedContentType(string id) => CodecOwner(id).Info switch
    {
        { Package: "Microsoft.OData.Core" } => "application/json;odata.metadata=minimal",
        { Package: "ApacheThrift" } => "application/x-thrift",
        { Package: "Google.FlatBuffers" } => "application/octet-stream",
        { Format: FormatFamily.Json } => "application/json",
        { Format: FormatFamily.Protobuf } => "application/x-protobuf",
        { Format: FormatFamily.Bson } => "application/bson",
        { Format: FormatFamily.Xml } => "application/xml",
        { Format: FormatFamily.BinaryXml } => "application/soap+msbin1",
        { Format: FormatFamily.Jsv } => "text/jsv",
        { Format: FormatFamily.DotNetBinary or FormatFamily.CustomBinary } => "application/octet-stream",
        { Format: FormatFamily.MessagePack } => "application/x-msgpack",
        { Format: FormatFamily.Cbor } => "application/cbor",
        var info => throw new InvalidOperationException($"No expected Content-Type for {info.Id}."),
    };
}
