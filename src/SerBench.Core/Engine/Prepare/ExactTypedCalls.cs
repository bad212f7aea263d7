using System.Buffers;
using System.Collections.Concurrent;
using System.Reflection;
using System.Reflection.Emit;
using System.Runtime.CompilerServices;
using SerBench.Adapters;

namespace SerBench.Engine;

/// <summary>
/// Compiles each cell's timed call for the exact type of its codec (or twin), as a user's own code calls the
/// library with the types written out. Called through <see cref="ICodec{T}"/> from generic code, the call is
/// shared by every reference-type payload: the interface is dispatched, the codec's method is not inlined, and the
/// library's generic entry point is reached through runtime lookups: slower than the direct call, which the compiled
/// call matches (measured: docs/measuring.md, 'Measurements behind the code'). Each compiled call is fully optimized at
/// once, as the generic operations it replaces were, at its first call: that is after the JIT warm-up, which runs the
/// library through the codec's interface instead (<see cref="InterfaceRoundTrip{T}"/>), so the library's entry points
/// are inlined as profiled by then.
/// </summary>
internal static class ExactTypedCalls
{
    private static readonly ConcurrentDictionary<(Type State, Type Target, TimedCallKind Kind), DynamicMethod> Compiled = new();

    private static readonly MethodInfo ResetBuffer = typeof(ArrayBufferWriter<byte>).GetMethod(nameof(ArrayBufferWriter<byte>.ResetWrittenCount))!;
    private static readonly MethodInfo WrittenMemory = typeof(ArrayBufferWriter<byte>).GetProperty(nameof(ArrayBufferWriter<byte>.WrittenMemory))!.GetMethod!;
    private static readonly MethodInfo RewindFile = typeof(FileSink).GetMethod(nameof(FileSink.Rewind))!;
    private static readonly MethodInfo FlushFile = typeof(FileSink).GetMethod(nameof(FileSink.Flush))!;

    /// <summary>
    /// False where no code can be emitted at run time (NativeAOT): the timed calls are then <see cref="BoundCalls"/>,
    /// closures over delegates bound to the codec's own methods (docs/runtimes.md says what that changes).
    /// </summary>
    public static bool CanCompile => RuntimeFeature.IsDynamicCodeSupported;

    /// <summary>A delegate that runs <paramref name="kind"/> on <paramref name="state"/>'s codec with the codec's exact type.</summary>
    public static Action ForCodec<T>(TimedCallKind kind, CodecCallState<T> state)
    {
        ArgumentNullException.ThrowIfNull(state);
        if (!CanCompile)
        {
            return BoundCalls.ForCodec(kind, state);
        }

        var method = Compiled.GetOrAdd((typeof(CodecCallState<T>), state.Target.GetType(), kind), key => Emit(key.Kind, key.Target, typeof(ICodec<T>), Fields.Of(key.State)));
        return (Action)method.CreateDelegate(typeof(Action), state);
    }

    /// <summary>A delegate that runs <paramref name="kind"/> on <paramref name="state"/>'s twin with the twin's exact type.</summary>
    public static Action ForTwin(TimedCallKind kind, TwinCallState state)
    {
        ArgumentNullException.ThrowIfNull(state);
        if (!CanCompile)
        {
            return BoundCalls.ForTwin(kind, state);
        }

        var method = Compiled.GetOrAdd((typeof(TwinCallState), state.Target.GetType(), kind), key => Emit(key.Kind, key.Target, typeof(ITwinOperations), Fields.Of(key.State)));
        return (Action)method.CreateDelegate(typeof(Action), state);
    }

    private static DynamicMethod Emit(TimedCallKind kind, Type target, Type contract, Fields fields)
    {
        var map = target.GetInterfaceMap(contract);
        var serialize = Implementation(map, nameof(ICodec<object>.Serialize));
        var deserialize = Implementation(map, nameof(ICodec<object>.Deserialize));
        var method = new DynamicMethod($"{kind}<{target.Name}>", typeof(void), [fields.State], fields.State.Module, skipVisibility: true);
        var il = method.GetILGenerator();
        switch (kind)
        {
            case TimedCallKind.Serialize:
                CallOn(il, fields.Buffer, ResetBuffer);
                Serialize(il, fields, target, serialize, fields.Buffer);
                break;
            case TimedCallKind.SerializeToFile:
                CallOn(il, fields.File, RewindFile);
                Serialize(il, fields, target, serialize, fields.File);
                CallOn(il, fields.File, FlushFile);
                break;
            case TimedCallKind.Deserialize:
                Deserialize(il, fields, target, deserialize, fromBuffer: false);
                break;
            case TimedCallKind.RoundTrip:
                CallOn(il, fields.Buffer, ResetBuffer);
                Serialize(il, fields, target, serialize, fields.Buffer);
                Deserialize(il, fields, target, deserialize, fromBuffer: true);
                break;
            case TimedCallKind.CreateSerialize:
                CallOn(il, fields.Buffer, ResetBuffer);
                Serialize(il, fields, target, serialize, fields.Buffer, fromFactory: true);
                break;
            case TimedCallKind.CreateRoundTrip:
                CallOn(il, fields.Buffer, ResetBuffer);
                Serialize(il, fields, target, serialize, fields.Buffer, fromFactory: true);
                Deserialize(il, fields, target, deserialize, fromBuffer: true);
                break;
            default:
                throw new ArgumentOutOfRangeException(nameof(kind), kind, "Unknown timed call.");
        }

        il.Emit(OpCodes.Ret);
        return method;
    }

    /// <summary>
    /// state.Target.Serialize([state.Value or state.Create(),] state.writer): a direct call of the target's own method,
    /// on the prepared value or on a new one from the payload's factory, called as user code calls a factory.
    /// </summary>
    private static void Serialize(ILGenerator il, Fields fields, Type target, MethodInfo serialize, FieldInfo writer, bool fromFactory = false)
    {
        LoadTarget(il, fields, target);
        if (fromFactory)
        {
            var create = fields.Create ?? throw new ArgumentException("Only a codec's calls build their value.", nameof(fields));
            il.Emit(OpCodes.Ldarg_0);
            il.Emit(OpCodes.Ldfld, create);
            il.Emit(OpCodes.Callvirt, create.FieldType.GetMethod(nameof(Func<object>.Invoke))!);
        }
        else if (fields.Value is { } value)
        {
            il.Emit(OpCodes.Ldarg_0);
            il.Emit(OpCodes.Ldfld, value);
        }

        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, writer);
        il.Emit(OpCodes.Call, serialize);
    }

    /// <summary>
    /// [state.Last =] state.Target.Deserialize(state.Data, or what the round trip just wrote into state.Buffer): the
    /// result is kept, so the call cannot be dropped.
    /// </summary>
    private static void Deserialize(ILGenerator il, Fields fields, Type target, MethodInfo deserialize, bool fromBuffer)
    {
        if (fields.Last is not null)
        {
            il.Emit(OpCodes.Ldarg_0);
        }

        LoadTarget(il, fields, target);
        il.Emit(OpCodes.Ldarg_0);
        if (fromBuffer)
        {
            il.Emit(OpCodes.Ldfld, fields.Buffer);
            il.Emit(OpCodes.Call, WrittenMemory);
        }
        else
        {
            il.Emit(OpCodes.Ldfld, fields.Data);
        }

        il.Emit(OpCodes.Call, deserialize);
        if (fields.Last is { } last)
        {
            il.Emit(OpCodes.Stfld, last);
        }
    }

    private static void LoadTarget(ILGenerator il, Fields fields, Type target)
    {
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, fields.Target);

        // The field holds exactly this type (the key of the compiled call), so no cast is needed for a class;
        // a struct target is called on its boxed value in place.
        if (target.IsValueType)
        {
            il.Emit(OpCodes.Unbox, target);
        }
    }

    private static void CallOn(ILGenerator il, FieldInfo field, MethodInfo method)
    {
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, field);
        il.Emit(OpCodes.Call, method);
    }

    /// <summary>The target's own method for the contract's method of that name (ICodec and ITwinOperations both name theirs Serialize and Deserialize).</summary>
    private static MethodInfo Implementation(InterfaceMapping map, string name)
    {
        var index = Array.FindIndex(map.InterfaceMethods, m => m.Name == name);
        return map.TargetMethods[index];
    }

    /// <summary>The state fields an emitted call reads; <see cref="Value"/>, <see cref="Create"/> and <see cref="Last"/> only for codecs.</summary>
    private sealed record Fields(Type State, FieldInfo Target, FieldInfo? Value, FieldInfo? Create, FieldInfo Data, FieldInfo Buffer, FieldInfo File, FieldInfo? Last)
    {
        public static Fields Of(Type state) => new(
            state,
            state.GetField(nameof(CodecCallState<object>.Target))!,
            state.GetField(nameof(CodecCallState<object>.Value)),
            state.GetField(nameof(CodecCallState<object>.Create)),
            state.GetField(nameof(CodecCallState<object>.Data))!,
            state.GetField(nameof(CodecCallState<object>.Buffer))!,
            state.GetField(nameof(CodecCallState<object>.File))!,
            state.GetField(nameof(CodecCallState<object>.Last)));
    }
}

/// <summary>The timed calls a cell can make.</summary>
internal enum TimedCallKind
{
    Serialize,
    SerializeToFile,
    Deserialize,
    RoundTrip,

    /// <summary>A new value from the payload's factory, then serialize (the scenarios lab's create scenarios).</summary>
    CreateSerialize,

    /// <summary>A new value from the payload's factory, serialize, then read back what was written.</summary>
    CreateRoundTrip,
}

/// <summary>What a compiled codec call reads and writes. Fields, not properties: the emitted code loads them directly.</summary>
#pragma warning disable SA1401, CA1051 // The emitted calls read these fields directly.
internal sealed class CodecCallState<T>(ICodec<T> codec, T value, ReadOnlyMemory<byte> data, ArrayBufferWriter<byte> buffer, FileSink? file, Func<T>? create = null)
{
    public readonly object Target = codec;
    public readonly T Value = value;

    /// <summary>The payload's factory, for the calls that build a new value each time.</summary>
    public readonly Func<T>? Create = create;
    public readonly ReadOnlyMemory<byte> Data = data;
    public readonly ArrayBufferWriter<byte> Buffer = buffer;
    public readonly FileSink? File = file;

    /// <summary>The last result read, kept so the read cannot be dropped.</summary>
    public T? Last;
}

/// <summary>What a compiled twin call reads: the fields of <see cref="CodecCallState{T}"/> by the same names, without a value or a result.</summary>
internal sealed class TwinCallState(ITwinOperations twin, ReadOnlyMemory<byte> data, ArrayBufferWriter<byte> buffer, FileSink? file)
{
    public readonly object Target = twin;
    public readonly ReadOnlyMemory<byte> Data = data;
    public readonly ArrayBufferWriter<byte> Buffer = buffer;
    public readonly FileSink? File = file;
}
#pragma warning restore SA1401, CA1051
