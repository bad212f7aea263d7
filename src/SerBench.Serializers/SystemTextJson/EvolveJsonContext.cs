using System.Text.Json.Serialization;
using V1 = SerBench.Evolve.V1;
using V2 = SerBench.Evolve.V2;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>
/// Source-generated metadata for the version-tolerance lab's v1/v2 types, so `serbench evolve` measures the
/// stj-sourcegen row on them; kept apart from <see cref="PayloadJsonContext"/> because the two versions share simple names.
/// </summary>
[JsonSerializable(typeof(V1.FieldAdded), TypeInfoPropertyName = "FieldAddedV1")]
[JsonSerializable(typeof(V2.FieldAdded), TypeInfoPropertyName = "FieldAddedV2")]
[JsonSerializable(typeof(V1.FieldRemoved), TypeInfoPropertyName = "FieldRemovedV1")]
[JsonSerializable(typeof(V2.FieldRemoved), TypeInfoPropertyName = "FieldRemovedV2")]
[JsonSerializable(typeof(V1.FieldRenamed), TypeInfoPropertyName = "FieldRenamedV1")]
[JsonSerializable(typeof(V2.FieldRenamed), TypeInfoPropertyName = "FieldRenamedV2")]
[JsonSerializable(typeof(V1.FieldsReordered), TypeInfoPropertyName = "FieldsReorderedV1")]
[JsonSerializable(typeof(V2.FieldsReordered), TypeInfoPropertyName = "FieldsReorderedV2")]
[JsonSerializable(typeof(V1.IntWidened), TypeInfoPropertyName = "IntWidenedV1")]
[JsonSerializable(typeof(V2.IntWidened), TypeInfoPropertyName = "IntWidenedV2")]
[JsonSerializable(typeof(V1.EnumGrew), TypeInfoPropertyName = "EnumGrewV1")]
[JsonSerializable(typeof(V2.EnumGrew), TypeInfoPropertyName = "EnumGrewV2")]
[JsonSerializable(typeof(V1.Color), TypeInfoPropertyName = "ColorV1")]
[JsonSerializable(typeof(V2.Color), TypeInfoPropertyName = "ColorV2")]
[JsonSerializable(typeof(V1.NullableAdded), TypeInfoPropertyName = "NullableAddedV1")]
[JsonSerializable(typeof(V2.NullableAdded), TypeInfoPropertyName = "NullableAddedV2")]
[JsonSerializable(typeof(V1.RequiredAdded), TypeInfoPropertyName = "RequiredAddedV1")]
[JsonSerializable(typeof(V2.RequiredAdded), TypeInfoPropertyName = "RequiredAddedV2")]
internal sealed partial class EvolveJsonContext : JsonSerializerContext;
