// Twin of seed 002's MessageEnvelope (see common.thrift for the type mappings).
// The echo payload bytes are not part of the envelope; the framing appends them.
include "common.thrift"

namespace netstd SerBench.Serializers.Thrift.Twins

struct MessageEnvelopeTwin {
  1: common.DateTimeTicks timeStamp
  // Guids as 16 bytes (Guid.ToByteArray order), Guid.Empty included.
  2: binary messageId
  3: string header
  // From and To: `from` is a reserved word of the Thrift IDL (a Python keyword), so both carry an Id suffix.
  4: binary fromId
  5: binary toId
  // Dictionary<string, string>?: null is left unset (not written) and read back as null; empty is an empty map.
  6: map<string, string> keyValuePairs
  7: bool isInternal
}
