using SerBench.Serializers.FlatBuffers;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `flatbuffers` row (object API on flatc-generated twins).</summary>
public sealed class FlatBuffersContractTests : SerializerContractTests<FlatBuffersAdapter>;
