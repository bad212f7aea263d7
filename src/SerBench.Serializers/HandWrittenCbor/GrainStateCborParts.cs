using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>The grain state's nested types, each written and read as an array of its members in declaration order.</summary>
internal static class GrainStateCborParts
{
    public static void WriteState(CborWriter writer, PubSubGrainState? state) => CborParts.WriteObject(writer, state, 5, static (w, s) =>
    {
        CborParts.WriteString(w, s.Id);
        CborParts.WriteString(w, s.Type);
        CborParts.WriteObject(w, s.Producers, 2, static (w, p) =>
        {
            CborParts.WriteString(w, p.Type);
            CborParts.WriteList(w, p.Values, WritePublisher);
        });
        CborParts.WriteObject(w, s.Consumers, 2, static (w, c) =>
        {
            CborParts.WriteString(w, c.Type);
            CborParts.WriteList(w, c.Values, WriteSubscription);
        });
        CborParts.WriteMap(w, s.Metadata, static (w, m) => CborParts.WriteObject(w, m, 4, static (w, m) =>
        {
            CborParts.WriteString(w, m.Name);
            CborParts.WriteString(w, m.Value);
            CborParts.WriteString(w, m.Timestamp);
            CborParts.WriteList(w, m.Tags, CborParts.WriteString);
        }));
    });

    public static PubSubGrainState? ReadState(CborReader reader) => CborParts.ReadObject(reader, 5, static r => new PubSubGrainState
    {
        Id = CborParts.ReadString(r),
        Type = CborParts.ReadString(r),
        Producers = CborParts.ReadObject(r, 2, static r => new PublisherContainer
        {
            Type = CborParts.ReadString(r),
            Values = CborParts.ReadList(r, static r => ReadPublisher(r)!)!,
        }),
        Consumers = CborParts.ReadObject(r, 2, static r => new SubscriptionContainer
        {
            Type = CborParts.ReadString(r),
            Values = CborParts.ReadList(r, static r => ReadSubscription(r)!)!,
        }),
        Metadata = CborParts.ReadMap(r, static r => CborParts.ReadObject(r, 4, static r => new MetadataEntry
        {
            Name = CborParts.ReadString(r),
            Value = CborParts.ReadString(r),
            Timestamp = CborParts.ReadString(r),
            Tags = CborParts.ReadList(r, static r => CborParts.ReadString(r)!)!,
        })!)!,
    });

    private static void WritePublisher(CborWriter writer, PublisherState publisher) => CborParts.WriteObject(writer, publisher, 5, static (w, p) =>
    {
        CborParts.WriteString(w, p.Id);
        CborParts.WriteString(w, p.Type);
        WriteGrain(w, p.Producer);
        WriteStream(w, p.Stream);
        CborParts.WriteString(w, p.LastTimeUsed);
    });

    private static PublisherState? ReadPublisher(CborReader reader) => CborParts.ReadObject(reader, 5, static r => new PublisherState
    {
        Id = CborParts.ReadString(r),
        Type = CborParts.ReadString(r),
        Producer = ReadGrain(r),
        Stream = ReadStream(r),
        LastTimeUsed = CborParts.ReadString(r),
    });

    private static void WriteSubscription(CborWriter writer, SubscriptionState subscription) => CborParts.WriteObject(writer, subscription, 7, static (w, s) =>
    {
        CborParts.WriteString(w, s.Id);
        CborParts.WriteString(w, s.Type);
        CborParts.WriteObject(w, s.SubscriptionId, 3, static (w, i) =>
        {
            CborParts.WriteString(w, i.Id);
            CborParts.WriteString(w, i.Type);
            CborParts.WriteGuid(w, i.Guid);
        });
        WriteStream(w, s.Stream);
        WriteGrain(w, s.Consumer);
        CborParts.WriteObject(w, s.FilterData, 3, static (w, f) =>
        {
            CborParts.WriteString(w, f.Id);
            CborParts.WriteString(w, f.Type);
            CborParts.WriteMap(w, f.Properties, CborParts.WriteString);
        });
        w.WriteInt32(s.State);
    });

    private static SubscriptionState? ReadSubscription(CborReader reader) => CborParts.ReadObject(reader, 7, static r => new SubscriptionState
    {
        Id = CborParts.ReadString(r),
        Type = CborParts.ReadString(r),
        SubscriptionId = CborParts.ReadObject(r, 3, static r => new SubscriptionIdentity
        {
            Id = CborParts.ReadString(r),
            Type = CborParts.ReadString(r),
            Guid = CborParts.ReadGuid(r),
        }),
        Stream = ReadStream(r),
        Consumer = ReadGrain(r),
        FilterData = CborParts.ReadObject(r, 3, static r => new FilterData
        {
            Id = CborParts.ReadString(r),
            Type = CborParts.ReadString(r),
            Properties = CborParts.ReadMap(r, static r => CborParts.ReadString(r)!)!,
        }),
        State = r.ReadInt32(),
    });

    private static void WriteGrain(CborWriter writer, GrainReference? grain) => CborParts.WriteObject(writer, grain, 2, static (w, g) =>
    {
        CborParts.WriteString(w, g.Type);
        CborParts.WriteString(w, g.Key);
    });

    private static GrainReference? ReadGrain(CborReader reader) => CborParts.ReadObject(reader, 2, static r => new GrainReference
    {
        Type = CborParts.ReadString(r),
        Key = CborParts.ReadString(r),
    });

    private static void WriteStream(CborWriter writer, StreamReference? stream) => CborParts.WriteObject(writer, stream, 4, static (w, s) =>
    {
        CborParts.WriteString(w, s.Id);
        CborParts.WriteString(w, s.Type);
        CborParts.WriteString(w, s.ProviderName);
        CborParts.WriteObject(w, s.StreamId, 5, static (w, i) =>
        {
            CborParts.WriteString(w, i.Id);
            CborParts.WriteString(w, i.Type);
            CborParts.WriteObject(w, i.FullKey, 2, static (w, k) =>
            {
                CborParts.WriteString(w, k.Type);
                CborParts.WriteObject(w, k.Value, 1, static (w, v) => CborParts.WriteObject(w, v.Binary, 2, static (w, b) =>
                {
                    CborParts.WriteString(w, b.Base64);
                    CborParts.WriteString(w, b.SubType);
                }));
            });
            w.WriteInt32(i.KeyIndex);
            w.WriteInt32(i.HashCode);
        });
    });

    private static StreamReference? ReadStream(CborReader reader) => CborParts.ReadObject(reader, 4, static r => new StreamReference
    {
        Id = CborParts.ReadString(r),
        Type = CborParts.ReadString(r),
        ProviderName = CborParts.ReadString(r),
        StreamId = CborParts.ReadObject(r, 5, static r => new StreamIdentity
        {
            Id = CborParts.ReadString(r),
            Type = CborParts.ReadString(r),
            FullKey = CborParts.ReadObject(r, 2, static r => new StreamKey
            {
                Type = CborParts.ReadString(r),
                Value = CborParts.ReadObject(r, 1, static r => new StreamKeyValue
                {
                    Binary = CborParts.ReadObject(r, 2, static r => new BinaryValue { Base64 = CborParts.ReadString(r), SubType = CborParts.ReadString(r) }),
                }),
            }),
            KeyIndex = r.ReadInt32(),
            HashCode = r.ReadInt32(),
        }),
    });
}
