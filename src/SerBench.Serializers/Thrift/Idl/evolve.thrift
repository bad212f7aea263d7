// Twins of the version-tolerance lab's v1/v2 types (SerBench.Evolve.V1 / .V2), as a Thrift user would evolve a
// struct: a new field gets a new id, a removed one leaves its id unused, a rename keeps the id, a reorder keeps
// every id, i32 becomes i64 on the same id (a different wire type, which the reader skips), an enum gains a
// value, a nullable scalar is a field left unset when null, and a required field is `required` (the reader
// throws when it is missing).
namespace netstd SerBench.Serializers.Thrift.Twins

struct EvolveFieldAddedV1 { 1: i32 id; 2: string name }
struct EvolveFieldAddedV2 { 1: i32 id; 2: string name; 3: string email }

struct EvolveFieldRemovedV1 { 1: i32 id; 2: string name; 3: string nickname }
struct EvolveFieldRemovedV2 { 1: i32 id; 2: string name }

struct EvolveFieldRenamedV1 { 1: i32 id; 2: string name }
struct EvolveFieldRenamedV2 { 1: i32 id; 2: string fullName }

struct EvolveFieldsReorderedV1 { 1: i32 id; 2: string name; 3: i32 score }
struct EvolveFieldsReorderedV2 { 3: i32 score; 2: string name; 1: i32 id }

struct EvolveIntWidenedV1 { 1: i32 id; 2: i32 count }
struct EvolveIntWidenedV2 { 1: i32 id; 2: i64 count }

enum EvolveColorV1 { Red = 0, Green = 1 }
enum EvolveColorV2 { Red = 0, Green = 1, Blue = 2 }
struct EvolveEnumGrewV1 { 1: i32 id; 2: EvolveColorV1 color }
struct EvolveEnumGrewV2 { 1: i32 id; 2: EvolveColorV2 color }

struct EvolveNullableAddedV1 { 1: i32 id; 2: i32 score }
struct EvolveNullableAddedV2 { 1: i32 id; 2: optional i32 score }

struct EvolveRequiredAddedV1 { 1: i32 id; 2: string name }
struct EvolveRequiredAddedV2 { 1: i32 id; 2: string name; 3: required string email }
