// Twin of seed 004's Person (see common.thrift for the type mappings).
namespace netstd SerBench.Serializers.Thrift.Twins

struct PersonTwin {
  1: i32 id
  2: string name
  3: string data
  // Guid as 16 bytes (Guid.ToByteArray order).
  4: binary guid
}
