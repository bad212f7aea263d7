namespace SerBench.Tests.Cli;

/// <summary>An adapter with metadata only; the CLI tests fake the engine, so its codec is never built.</summary>
public sealed class FakeAdapter(string id, ApiShape shape = ApiShape.BufferWriter, Codegen codegen = Codegen.Reflection, Func<PayloadDescriptor, Support>? supports = null)
    : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = id,
        DisplayName = $"Fake {id}",
        Package = $"Fake.{id}",
        Version = "1.2.3",
        Format = FormatFamily.Json,
        Codegen = codegen,
        ApiShape = shape,
        Traits = new SerializerTraits(
            Trait.No("writes every member"),
            Trait.Yes("ignores unknown members"),
            Trait.No("works from the CLR type"),
            Trait.Yes("no type names in the data")),
    };

    public Support Supports(PayloadDescriptor payload) => supports?.Invoke(payload) ?? Support.Yes;

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => throw new NotSupportedException("The CLI tests fake the engine.");
}
