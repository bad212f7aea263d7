using PolyType;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.Nerdbank;

/// <summary>
/// PolyType's source-generated shapes for the canonical models, declared on a witness class — the way
/// Nerdbank.MessagePack's docs tell users to shape types they do not own — so the models themselves stay as they are.
/// </summary>
[GenerateShapeFor<TinyObject>]
[GenerateShapeFor<SimpleObject>]
[GenerateShapeFor<ComplexObject>]
[GenerateShapeFor<MessageEnvelope>]
[GenerateShapeFor<Person>]
[GenerateShapeFor<List<Customer>>]
[GenerateShapeFor<GrainStateDocument>]
[GenerateShapeFor<FloatVectors>]
internal sealed partial class NerdbankShapes;
