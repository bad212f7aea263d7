using System.Reflection;
using Xunit.Sdk;

namespace SerBench.TestKit;

/// <summary>
/// Theory data for the contract suite: one case per payload of the test class's
/// <see cref="SerializerContractTests{TAdapter}.Payloads"/>, named by payload id (and size for scalable ones).
/// Works like MemberData, but reads the virtual list of the concrete test class, so a subclass that
/// overrides <c>Payloads</c> gets its own cases.
/// </summary>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
public sealed class ContractPayloadsAttribute : DataAttribute
{
    /// <summary>The one case of a <see cref="OnlyTaken"/> theory whose adapter takes none of its payloads; the theory fails on it.</summary>
    public const string NoneTaken = "(none taken)";

    /// <summary>
    /// Only the payloads the adapter takes (its <c>Supports</c> says yes), so a declined payload is no passing case;
    /// when it takes none, the single case <see cref="NoneTaken"/>, on which the theory fails.
    /// </summary>
    public bool OnlyTaken { get; set; }

    public override IEnumerable<object[]> GetData(MethodInfo testMethod)
    {
        ArgumentNullException.ThrowIfNull(testMethod);
        var testClass = testMethod.ReflectedType
            ?? throw new InvalidOperationException($"{testMethod.Name} has no test class to read payloads from.");
        if (Activator.CreateInstance(testClass) is not IContractPayloadSource source)
        {
            throw new InvalidOperationException(
                $"[ContractPayloads] works on subclasses of SerializerContractTests<TAdapter>; {testClass.FullName} is not one.");
        }

        return (OnlyTaken ? source.TakenCaseNames : source.CaseNames).Select(name => new object[] { name });
    }
}
