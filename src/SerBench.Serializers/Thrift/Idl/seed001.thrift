// Twins of seed 001's Tiny, Simple and Complex objects (see common.thrift for the type mappings).
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

struct ChildTwin {
  1: binary id
  2: common.DateTimeTicks created
  3: common.DateTimeTicks lastEdit
  4: string name
  // A float widened to double (common.thrift): exact both ways, 4 bytes more than a float.
  5: double percentage
}

struct ComplexTwin {
  1: i32 id
  2: i32 otherId
  3: string name
  4: common.SampleEnumTwin enumValue
  5: double percentage
  // The decimal as invariant-culture text (common.thrift).
  6: string cost
  7: list<ChildTwin> children
}
