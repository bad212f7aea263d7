using System.Reflection;
using System.Runtime.Serialization;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.DataContract;

/// <summary>
/// What DataContractSerializer needs of a type that carries no [DataContract]: to be public with a public
/// parameterless constructor (its "POCO" mode). Checked up front so a user type gets the fix, not
/// InvalidDataContractException from inside a cell.
/// </summary>
internal static class DataContractSupport
{
    public static Support Of(PayloadDescriptor payload, string row)
    {
        ArgumentNullException.ThrowIfNull(payload);
        var type = PayloadTypeGraph.FirstWithoutParameterlessConstructor(payload.ClrType, IsContract);
        return type is null
            ? Support.Yes
            : Support.No(
                $"{row} needs [DataContract] (with [DataMember] on the members) or a public parameterless constructor on every type; " +
                $"{type.Name} has neither (records with positional parameters have no parameterless constructor): add one of them to {type.Name}");
    }

    // [DataContract] and [Serializable] types are created without a constructor call.
#pragma warning disable SYSLIB0050 // The flag is read, not used to serialize.
    private static bool IsContract(Type type) =>
        type.GetCustomAttribute<DataContractAttribute>() is not null || type.IsSerializable || typeof(ISerializable).IsAssignableFrom(type);
#pragma warning restore SYSLIB0050
}
