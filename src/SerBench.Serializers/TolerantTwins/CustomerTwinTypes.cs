using MemoryPack;
using MessagePack;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>Twin of <see cref="Customer"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
// Not [MemoryPackable]: MemoryPack cannot hold a member typed object (see the memorypack row).
public partial class CustomerTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Name")]
    [MemoryPackOrder(1)]
    public string? Name { get; set; }

    [Key("Emails")]
    [MemoryPackOrder(2)]
    public List<string> Emails { get; set; } = [];

    [Key("Bio")]
    [MemoryPackOrder(3)]
    public string? Bio { get; set; }

    [Key("Content")]
    [MemoryPackOrder(4)]
    public byte[]? Content { get; set; }

    [Key("HomeAddress")]
    [MemoryPackOrder(5)]
    public AddressTwin? HomeAddress { get; set; }

    [Key("Addresses")]
    [MemoryPackOrder(6)]
    public List<AddressTwin> Addresses { get; set; } = [];
}

/// <summary>Twin of <see cref="Address"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
// Not [MemoryPackable]: MemoryPack cannot hold a member typed object (see the memorypack row).
public partial class AddressTwin
{
    [Key("City")]
    [MemoryPackOrder(0)]
    public string? City { get; set; }

    [Key("Street")]
    [MemoryPackOrder(1)]
    public string? Street { get; set; }

    [Key("Misc")]
    [MemoryPackOrder(2)]
    public object? Misc { get; set; }
}
