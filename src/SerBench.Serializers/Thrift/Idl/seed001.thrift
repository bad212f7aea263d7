// Twins of seed 001's Tiny and Simple objects (see common.thrift for the type mappings).
// Complex has no twin: its children's Percentage is a float, which Thrift has no type for (common.thrift).
include "common.thrift"

namespace netstd SerBench.Serializers.Thrift.Twins

struct TinyTwin {
  1: i32 id
  2: i32 otherId
}

struct SimpleTwin {
  1: i32 id
  2: i32 otherId
  3: string name
  4: common.SampleEnumTwin enumValue
}
