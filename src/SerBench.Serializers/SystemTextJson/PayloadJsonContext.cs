using System.Text.Json.Serialization;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>
/// The source-generated System.Text.Json context for every built-in payload type. A user's own payload needs
/// its own context; the stj-sourcegen row says so for types not listed here.
/// </summary>
[JsonSerializable(typeof(TinyObject))]
[JsonSerializable(typeof(SimpleObject))]
[JsonSerializable(typeof(ComplexObject))]
[JsonSerializable(typeof(MessageEnvelope))]
[JsonSerializable(typeof(Person))]
[JsonSerializable(typeof(List<Customer>))]
[JsonSerializable(typeof(GrainStateDocument))]
[JsonSerializable(typeof(FloatVectors))]
internal sealed partial class PayloadJsonContext : JsonSerializerContext;
