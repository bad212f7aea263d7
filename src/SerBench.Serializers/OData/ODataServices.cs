using Microsoft.Extensions.DependencyInjection;
using Microsoft.OData.Json;

namespace SerBench.Serializers.OData;

/// <summary>
/// The service providers OData 8 takes its JSON writer from (a message that is an IServiceCollectionProvider
/// hands its provider to ODataMessageWriter): its default services, with the writer factory a row names.
/// </summary>
internal static class ODataServices
{
    /// <summary>AddDefaultODataServices as it comes: IJsonWriterFactory is ODataUtf8JsonWriterFactory (System.Text.Json's Utf8JsonWriter underneath).</summary>
    public static IServiceProvider Utf8JsonWriter { get; } = Build(classic: false);

    /// <summary>The classic Microsoft.OData.Json.JsonWriter, chosen by registering ODataJsonWriterFactory: the seed's plain ODataMessageWriter rows.</summary>
    public static IServiceProvider ClassicJsonWriter { get; } = Build(classic: true);

    public static IServiceProvider For(ODataSetup setup) => setup.Utf8JsonWriter ? Utf8JsonWriter : ClassicJsonWriter;

    private static ServiceProvider Build(bool classic)
    {
        var services = new ServiceCollection().AddDefaultODataServices();
        if (classic)
        {
            services.AddSingleton<IJsonWriterFactory>(new ODataJsonWriterFactory());
        }

        return services.BuildServiceProvider();
    }
}
