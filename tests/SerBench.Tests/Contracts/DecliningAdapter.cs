using SerBench.TestKit;

namespace SerBench.Tests.Contracts;

/// <summary>A row that declines every payload, the case the contract's theories must fail on rather than pass.</summary>
internal sealed class DecliningAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "declining",
        DisplayName = "Declines everything",
        Package = "SerBench.Tests",
        Version = "1.0.0",
        Format = FormatFamily.Json,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(Trait.No("a test row"), Trait.No("a test row"), Trait.No("a test row"), Trait.No("a test row")),
    };

    public Support Supports(PayloadDescriptor payload) => Support.No("this row takes nothing");

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => throw new NotSupportedException("It takes no payload.");
}

/// <summary>The declining row bound to the contract; internal, so xUnit does not run it (the tests call it).</summary>
internal sealed class DecliningContract : SerializerContractTests<DecliningAdapter>;
