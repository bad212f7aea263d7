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
/// library's generic entry point is reached through runtime lookups. Measured on MemoryPack · Simple · serialize
/// (17.5–18.7 ns called directly): 25–34 ns through the interface from generic code, 18.7 ns through the compiled
/// call.
/// </summary>
/// <remarks>
/// The call is a struct emitted per codec type and operation whose one method makes the exact-typed call, run by
/// <see cref="TimedCallRunner{TCall}"/>: an ordinary method of this program, instantiated over that struct, which the
/// runtime tiers and profiles as it does a user's method (a <c>DynamicMethod</c> is compiled once, fully optimized
/// without a profile of its own, and never tiers: in the tiered regime its code kept interface calls that a user's
/// method, recompiled with its profile, devirtualized and inlined; MemoryPack · Simple · deserialize counted 708
/// instructions a call through it against 657 called directly). So the timed calls must have reached their final
/// tier before any of them is timed: the JIT warm-up runs these very calls (<see cref="CellOperation.WarmUpRoundTrip"/>).
/// </remarks>
internal static class ExactTypedCalls
{
    private static readonly ConcurrentDictionary<(Type State, Type Target, TimedCallKind Kind), Type> Compiled = new();

    private static readonly MethodInfo ResetBuffer = typeof(ArrayBufferWriter<byte>).GetMethod(nameof(ArrayBufferWriter<byte>.ResetWrittenCount))!;
    private static readonly MethodInfo WrittenMemory = typeof(ArrayBufferWriter<byte>).GetProperty(nameof(ArrayBufferWriter<byte>.WrittenMemory))!.GetMethod!;
    private static readonly MethodInfo RewindFile = typeof(FileSink).GetMethod(nameof(FileSink.Rewind))!;
    private static readonly MethodInfo FlushFile = typeof(FileSink).GetMethod(nameof(FileSink.Flush))!;
    private static readonly ConstructorInfo IgnoresAccessChecks = typeof(IgnoresAccessChecksToAttribute).GetConstructor([typeof(string)])!;

    private static int _assemblies;

    /// <summary>A delegate that runs <paramref name="kind"/> on <paramref name="state"/>'s codec with the codec's exact type.</summary>
    public static Action ForCodec<T>(TimedCallKind kind, CodecCallState<T> state)
    {
        ArgumentNullException.ThrowIfNull(state);
        var call = Compiled.GetOrAdd((typeof(CodecCallState<T>), state.Target.GetType(), kind), key => Emit(key.Kind, key.Target, typeof(ICodec<T>), Fields.Of(key.State)));
        return Bind(call, state);
    }

    /// <summary>A delegate that runs <paramref name="kind"/> on <paramref name="state"/>'s twin with the twin's exact type.</summary>
    public static Action ForTwin(TimedCallKind kind, TwinCallState state)
    {
        ArgumentNullException.ThrowIfNull(state);
        var call = Compiled.GetOrAdd((typeof(TwinCallState), state.Target.GetType(), kind), key => Emit(key.Kind, key.Target, typeof(ITwinOperations), Fields.Of(key.State)));
        return Bind(call, state);
    }

    /// <summary>A runner over the emitted struct <paramref name="call"/>, holding <paramref name="state"/>; the delegate is its <c>Run</c>.</summary>
    private static Action Bind(Type call, object state)
    {
        var value = Activator.CreateInstance(call)!;
        call.GetField(StateField)!.SetValue(value, state);
        var runnerType = typeof(TimedCallRunner<>).MakeGenericType(call);
        var runner = Activator.CreateInstance(runnerType)!;
        runnerType.GetField(nameof(TimedCallRunner<NoCall>.Call))!.SetValue(runner, value);
        return (Action)Delegate.CreateDelegate(typeof(Action), runner, runnerType.GetMethod(nameof(TimedCallRunner<NoCall>.Run))!);
    }

    private const string StateField = "State";

    private static Type Emit(TimedCallKind kind, Type target, Type contract, Fields fields)
    {
        var map = target.GetInterfaceMap(contract);
        var serialize = Implementation(map, nameof(ICodec<object>.Serialize));
        var deserialize = Implementation(map, nameof(ICodec<object>.Deserialize));
        var type = DefineCallType(kind, target, [fields.State, target, serialize.DeclaringType!, deserialize.DeclaringType!]);
        var state = type.DefineField(StateField, fields.State, FieldAttributes.Public);
        var invoke = type.DefineMethod(
            nameof(ITimedCall.Invoke),
            MethodAttributes.Public | MethodAttributes.Virtual | MethodAttributes.Final | MethodAttributes.HideBySig | MethodAttributes.NewSlot,
            typeof(void),
            Type.EmptyTypes);
        invoke.SetImplementationFlags(MethodImplAttributes.AggressiveInlining);
        var il = new CallWriter(invoke.GetILGenerator(), state);
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

        il.Il.Emit(OpCodes.Ret);
        type.DefineMethodOverride(invoke, typeof(ITimedCall).GetMethod(nameof(ITimedCall.Invoke))!);
        return type.CreateType();
    }

    /// <summary>
    /// A struct type "Kind&lt;Target&gt;" in an assembly of its own, allowed to reach the members of every assembly the call
    /// touches (the lab's state, the adapter's codec, the payload's types), which need not be public.
    /// </summary>
    private static TypeBuilder DefineCallType(TimedCallKind kind, Type target, Type[] touched)
    {
        var name = new AssemblyName(FormattableString.Invariant($"SerBench.TimedCalls{Interlocked.Increment(ref _assemblies)}"));
        var assembly = AssemblyBuilder.DefineDynamicAssembly(name, AssemblyBuilderAccess.Run);
        foreach (var reached in Assemblies(touched).Append(typeof(ITimedCall).Assembly).Distinct())
        {
            assembly.SetCustomAttribute(new CustomAttributeBuilder(IgnoresAccessChecks, [reached.GetName().Name]));
        }

        var module = assembly.DefineDynamicModule(name.Name!);
        return module.DefineType(
            $"{kind}<{target.Name}>",
            TypeAttributes.Public | TypeAttributes.Sealed | TypeAttributes.SequentialLayout,
            typeof(ValueType),
            [typeof(ITimedCall)]);
    }

    /// <summary>
    /// The assemblies of <paramref name="types"/> and of the types they are built from: element, declaring and generic
    /// argument types (a generic parameter, reached through the declaring generic type of a nested type, stops the walk).
    /// </summary>
    private static IEnumerable<Assembly> Assemblies(IEnumerable<Type> types)
    {
        var seen = new HashSet<Type>();
        var pending = new Stack<Type>(types);
        while (pending.TryPop(out var type))
        {
            if (type.IsGenericParameter || !seen.Add(type))
            {
                continue;
            }

            yield return type.Assembly;
            foreach (var part in type.IsGenericType ? type.GetGenericArguments() : [])
            {
                pending.Push(part);
            }

            if (type.HasElementType)
            {
                pending.Push(type.GetElementType()!);
            }

            if (type.DeclaringType is { } declaring)
            {
                pending.Push(declaring);
            }
        }
    }

    /// <summary>
    /// state.Target.Serialize([state.Value or state.Create(),] state.writer): a direct call of the target's own method,
    /// on the prepared value or on a new one from the payload's factory, called as user code calls a factory.
    /// </summary>
    private static void Serialize(CallWriter il, Fields fields, Type target, MethodInfo serialize, FieldInfo writer, bool fromFactory = false)
    {
        LoadTarget(il, fields, target);
        if (fromFactory)
        {
            var create = fields.Create ?? throw new ArgumentException("Only a codec's calls build their value.", nameof(fields));
            il.LoadState();
            il.Emit(OpCodes.Ldfld, create);
            il.Emit(OpCodes.Callvirt, create.FieldType.GetMethod(nameof(Func<object>.Invoke))!);
        }
        else if (fields.Value is { } value)
        {
            il.LoadState();
            il.Emit(OpCodes.Ldfld, value);
        }

        il.LoadState();
        il.Emit(OpCodes.Ldfld, writer);
        il.Emit(OpCodes.Call, serialize);
    }

    /// <summary>
    /// [state.Last =] state.Target.Deserialize(state.Data, or what the round trip just wrote into state.Buffer): the
    /// result is kept, so the call cannot be dropped.
    /// </summary>
    private static void Deserialize(CallWriter il, Fields fields, Type target, MethodInfo deserialize, bool fromBuffer)
    {
        if (fields.Last is not null)
        {
            il.LoadState();
        }

        LoadTarget(il, fields, target);
        il.LoadState();
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

    private static void LoadTarget(CallWriter il, Fields fields, Type target)
    {
        il.LoadState();
        il.Emit(OpCodes.Ldfld, fields.Target);

        // The field holds exactly this type (the key of the compiled call), so no cast is needed for a class;
        // a struct target is called on its boxed value in place.
        if (target.IsValueType)
        {
            il.Emit(OpCodes.Unbox, target);
        }
    }

    private static void CallOn(CallWriter il, FieldInfo field, MethodInfo method)
    {
        il.LoadState();
        il.Emit(OpCodes.Ldfld, field);
        il.Emit(OpCodes.Call, method);
    }

    /// <summary>The target's own method for the contract's method of that name (ICodec and ITwinOperations both name theirs Serialize and Deserialize).</summary>
    private static MethodInfo Implementation(InterfaceMapping map, string name)
    {
        var index = Array.FindIndex(map.InterfaceMethods, m => m.Name == name);
        return map.TargetMethods[index];
    }

    /// <summary>Writes an emitted call's body, whose state is the struct's one field.</summary>
    private sealed class CallWriter(ILGenerator il, FieldInfo state)
    {
        public ILGenerator Il => il;

        /// <summary>this.State: what <c>ldarg.0</c> was for a method taking the state as its argument.</summary>
        public void LoadState()
        {
            il.Emit(OpCodes.Ldarg_0);
            il.Emit(OpCodes.Ldfld, state);
        }

        public void Emit(OpCode code, FieldInfo field) => il.Emit(code, field);

        public void Emit(OpCode code, MethodInfo method) => il.Emit(code, method);

        public void Emit(OpCode code, Type type) => il.Emit(code, type);
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

/// <summary>One timed call, emitted per codec type and operation as a struct (see <see cref="ExactTypedCalls"/>).</summary>
internal interface ITimedCall
{
    void Invoke();
}

/// <summary>
/// Runs the emitted call <typeparamref name="TCall"/>: instantiated over a struct, this method's code is the program's
/// own for that one call, tiered and profiled by the runtime, and calls the struct's method directly (inlined).
/// </summary>
#pragma warning disable SA1401, CA1051 // Set once by reflection; a field so the call reads it in place.
internal sealed class TimedCallRunner<TCall>
    where TCall : struct, ITimedCall
{
    public TCall Call;

    public void Run() => Call.Invoke();
}
#pragma warning restore SA1401, CA1051

/// <summary>A call that does nothing: names <see cref="TimedCallRunner{TCall}"/>'s members for reflection.</summary>
internal readonly struct NoCall : ITimedCall
{
    public void Invoke()
    {
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
