// Shared twin types for SerBench's canonical models (the Apache Thrift rows `thrift` and `thrift-compact`).
// tools/generate-thrift.sh compiles these files with `thrift --gen netstd` (compiler 0.17.0) into ../Generated.
//
// How .NET types without a Thrift equivalent are mapped, losslessly (the mappings of the protobuf twins):
// - System.Guid     -> binary, exactly 16 bytes in Guid.ToByteArray() order (the .NET mixed-endian layout),
//                      Guid.Empty included. The 0.17.0 compiler has no uuid type.
// - System.DateTime -> DateTimeTicks below: the 100 ns ticks and the DateTimeKind, both kept.
// - System.Decimal  -> string, decimal.ToString(CultureInfo.InvariantCulture), parsed back with the same culture
//                      (keeps every digit and the scale, e.g. "456.78"), as the protobuf twins hold it. Thrift has no decimal type.
// - object holding a string (Address.Misc) -> string; any other runtime type is refused at mapping time.
// - List<T> -> list<T>; Dictionary<string, T> -> map<string, T>; byte[] -> binary.
// - null: a null string, byte[], dictionary or struct is left unset, so Thrift writes nothing for it and reads it
//   back as null (default requiredness). Every other member is set and written, zeros and false included.
// - float (System.Single): Thrift has no 32-bit floating-point type, only the 64-bit double. A float member is a
//   double, as a Thrift user writes it (exact both ways, 4 bytes more): Complex's children's Percentage. The floats
//   payload, whose float[] is the whole payload and measures exactly that 4-byte cost, has no twin and is declined.
namespace netstd SerBench.Serializers.Thrift.Twins

// System.DateTimeKind, same numbers.
enum DateTimeKindTwin {
  Unspecified = 0
  Utc = 1
  Local = 2
}

// A System.DateTime: ticks (100 ns since 0001-01-01) and kind.
struct DateTimeTicks {
  1: i64 ticks
  2: DateTimeKindTwin kind
}

// SerBench.Payloads.Models.SampleEnum, same numbers (a Thrift enum is an i32 on the wire).
enum SampleEnumTwin {
  Unknown = 0
  One = 1
  Two = 2
  Three = 3
  Four = 4
  Five = 5
}
