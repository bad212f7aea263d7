using System.Buffers;
using SerBench.Adapters;

namespace SerBench.Engine;

/// <summary>
/// The JIT warm-up's call: a round trip through the codec's interface, from ordinary code that the runtime tiers and
/// profiles, never timed. The timed calls (<see cref="ExactTypedCalls"/>) are compiled once, fully optimized, at their
/// first call, and inline the library's entry points as the profile of the library's code stands at that moment; so they
/// must be first called after the library has been profiled, as a user's code is recompiled after it has run. Warmed
/// through the timed calls themselves (as the lab warmed its round trips), those calls were compiled before the library
/// had run at all, and the lab's call read slower than a direct one; warmed through this call first, they agree
/// (measured: docs/measuring.md, 'Measurements behind the code').
/// </summary>
internal sealed class InterfaceRoundTrip<T>(ICodec<T> codec, T value, ArrayBufferWriter<byte> buffer) : CellOperation
{
    private T? _last;

    public override void Invoke()
    {
        buffer.ResetWrittenCount();
        codec.Serialize(value, buffer);
        _last = codec.Deserialize(buffer.WrittenMemory);
        GC.KeepAlive(_last);
    }
}

/// <summary>A twin-type codec's warm-up round trip, through <see cref="ITwinOperations"/> (see <see cref="InterfaceRoundTrip{T}"/>).</summary>
internal sealed class InterfaceTwinRoundTrip(ITwinOperations twin, ArrayBufferWriter<byte> buffer) : CellOperation
{
    public override void Invoke()
    {
        buffer.ResetWrittenCount();
        twin.Serialize(buffer);
        twin.Deserialize(buffer.WrittenMemory);
    }
}
