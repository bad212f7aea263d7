namespace SerBench.Tests.Payloads;

/// <summary>
/// Pins every built-in payload's bytes: a change here changes every number measured on it, so it must be a
/// deliberate one (update the hash and say why in the commit).
/// </summary>
public sealed class PayloadHashTests
{
    public static TheoryData<string, int, int, string> Pinned => new()
    {
        { PayloadIds.Tiny, 1, 27, "67f4d8c21ca0602100e3ac6c9260d40964b1871f4c11ef838052a6077c852890" },
        { PayloadIds.Simple, 1, 83, "9c04c6314823235a5cf01efa522c8bde46e545547b96509b4d53d8f5416ec909" },
        { PayloadIds.Complex, 1, 580, "afc6fd67c5221f4821059310a0b7a4a9b8a35d42b23f9b318bf4cda5a1b2998f" },
        { PayloadIds.Envelope, 1, 232, "7c52614c08a1494cfc58c69db7b96e4a0c7c5b84c3730444744ab8149113074d" },
        { PayloadIds.EnvelopeFull, 1, 321, "d489eae778c5138d797dea3f2e305c189e66d0a9e9e3c393f4939c23ecfea468" },
        { PayloadIds.Person, 1, 1_096, "0dbfaf74224b9974b0278a0c2c17148453336648cce33b50363a43e66b23e975" },
        { PayloadIds.Customers, 100, 41_889, "dc1ad9b4dec6dc8ca164033ca97b707341b4ee8e6c3652b5ac467adde7277b9a" },
        { PayloadIds.GrainState, 2_000, 2_817_224, "4737ee1d1f7791844fe2a6e9733c26af21f1fefa1a89d08ed069c6be4cda920e" },
        { PayloadIds.GrainState, 500, 1_467_343, "a313d3870f177d1ccd0b3fa317624479267b68c38b2fd18ad3e453b024a22986" },
        { PayloadIds.Floats, 100_000, 3_460_434, "022821949c948e5006eb80c42c082b6372917545452a07b7adfd022da0ceec8a" },
    };

    [Theory]
    [MemberData(nameof(Pinned))]
    public void The_System_Text_Json_bytes_of_each_payload_are_pinned(string id, int size, int expectedLength, string expectedSha256)
    {
        var bytes = PayloadSerialization.StjBytes(PayloadSerialization.Find(id), size);
        var actual = PayloadSerialization.Sha256Hex(bytes);
        Assert.True(
            actual == expectedSha256 && bytes.Length == expectedLength,
            $"Payload '{id}' at size {size} changed: its System.Text.Json bytes ({bytes.Length} B) now hash to {actual}, " +
            $"pinned {expectedLength} B hashing to {expectedSha256}. Every measurement on it changes with it; if the change is deliberate, " +
            "update the pinned hash and say why in the commit.");
    }

    [Fact]
    public void Every_built_in_payload_is_pinned_at_its_default_size()
    {
        var pinned = Pinned.Select(row => ((string)row[0], (int)row[1])).ToHashSet();
        foreach (var payload in BuiltInPayloads.All)
        {
            Assert.Contains((payload.Id, payload.DefaultSize), pinned);
        }
    }
}
