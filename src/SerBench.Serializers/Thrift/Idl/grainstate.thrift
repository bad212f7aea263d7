// Twins of seed 000's grain-state document (see common.thrift for the type mappings).
// Dictionaries are map<> fields; the model's Guid (SubscriptionIdentity.Guid) is 16 bytes.
// Structs are declared before their users, as the compiler resolves names in order.
namespace netstd SerBench.Serializers.Thrift.Twins

struct BinaryValueTwin {
  1: string base64
  2: string subType
}

struct StreamKeyValueTwin {
  // StreamKeyValue.Binary: `binary` is a Thrift type name, so the field is binaryValue.
  1: BinaryValueTwin binaryValue
}

struct StreamKeyTwin {
  1: string type
  2: StreamKeyValueTwin value
}

struct StreamIdentityTwin {
  1: string id
  2: string type
  3: StreamKeyTwin fullKey
  4: i32 keyIndex
  5: i32 hashCode
}

struct StreamReferenceTwin {
  1: string id
  2: string type
  3: string providerName
  4: StreamIdentityTwin streamId
}

struct GrainReferenceTwin {
  1: string type
  2: string key
}

struct SubscriptionIdentityTwin {
  1: string id
  2: string type
  // Guid as 16 bytes (Guid.ToByteArray order).
  3: binary guid
}

struct FilterDataTwin {
  1: string id
  2: string type
  3: map<string, string> properties
}

struct MetadataEntryTwin {
  1: string name
  2: string value
  3: string timestamp
  4: list<string> tags
}

struct PublisherStateTwin {
  1: string id
  2: string type
  3: GrainReferenceTwin producer
  4: StreamReferenceTwin stream
  5: string lastTimeUsed
}

struct SubscriptionStateTwin {
  1: string id
  2: string type
  3: SubscriptionIdentityTwin subscriptionId
  4: StreamReferenceTwin stream
  5: GrainReferenceTwin consumer
  // Set on every third consumer only; unset stands for null.
  6: FilterDataTwin filterData
  7: i32 state
}

struct PublisherContainerTwin {
  1: string type
  2: list<PublisherStateTwin> values
}

struct SubscriptionContainerTwin {
  1: string type
  2: list<SubscriptionStateTwin> values
}

struct PubSubGrainStateTwin {
  1: string id
  2: string type
  3: PublisherContainerTwin producers
  4: SubscriptionContainerTwin consumers
  5: map<string, MetadataEntryTwin> metadata
}

struct GrainStateDocumentTwin {
  1: string id
  2: string etag
  3: PubSubGrainStateTwin doc
}
