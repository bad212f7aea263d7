using Microsoft.Extensions.DependencyInjection;
using Orleans.Serialization;

namespace SerBench.Serializers.Orleans;

/// <summary>The Orleans serializer as an Orleans app gets it: <c>AddSerializer()</c> on a service collection, built once.</summary>
internal static class OrleansRows
{
    public const string Package = "Microsoft.Orleans.Serialization";

    private static readonly Lazy<IServiceProvider> Provider = new(() =>
        new ServiceCollection()
            .AddSerializer(builder => builder.AddAssembly(typeof(Payloads.Models.TinyObject).Assembly))
            .BuildServiceProvider());

    public static string Version { get; } = Adapters.LibraryVersion.Of(typeof(Serializer));

    public static Serializer<T> SerializerOf<T>() => Provider.Value.GetRequiredService<Serializer<T>>();

    /// <summary>Whether Orleans has a codec for <paramref name="type"/> (its generated ones, or a built-in one).</summary>
    public static bool CanSerialize(Type type) => Provider.Value.GetRequiredService<Serializer>().CanSerialize(type);
}
