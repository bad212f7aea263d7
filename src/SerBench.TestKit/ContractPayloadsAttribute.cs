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

        return source.CaseNames.Select(name => new object[] { name });
    }
}
