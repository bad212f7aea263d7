using System.Security.Cryptography;
using System.Text.Json;

namespace SerBench.Tests.Payloads;

/// <summary>The reference bytes of a payload: System.Text.Json with default options, as PAYLOADS.md sizes them.</summary>
internal static class PayloadSerialization
{
    public static PayloadDescriptor Find(string id) => BuiltInPayloads.All.Single(p => p.Id == id);

    public static byte[] StjBytes(PayloadDescriptor payload, int size) => payload.Accept(new StjVisitor(size));

    public static string Sha256Hex(byte[] bytes) => Convert.ToHexStringLower(SHA256.HashData(bytes));

    private sealed class StjVisitor(int size) : IPayloadVisitor<byte[]>
    {
        public byte[] Visit<T>(Payload<T> payload)
        {
            var value = payload.Create(size)!;
            return JsonSerializer.SerializeToUtf8Bytes(value, value.GetType());
        }
    }
}
