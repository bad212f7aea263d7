using System.Reflection;
using SerBench.Serializers;
using SerBench.TestKit;

namespace SerBench.Tests.Contracts;

/// <summary>
/// A serializer row is one adapter file and one contract line: every adapter of SerBench.Serializers is bound to the
/// contract suite on the built-in payloads, and takes at least one of them, or this test names it and the line to add.
/// </summary>
public sealed class EveryAdapterHasAContractTests
{
    private static readonly string[] BuiltInCases = [.. ContractPayloads.SmallBuiltIns.Select(p => p.ToString())];

    [Fact]
    public void Every_adapter_is_bound_to_the_contract_on_the_built_in_payloads_and_takes_one()
    {
        var adapters = AdaptersIn(typeof(BuiltInSerializers).Assembly);
        var problems = Problems(adapters, BoundOnBuiltIns(typeof(EveryAdapterHasAContractTests).Assembly));

        Assert.True(adapters.Count >= 43, $"Only {adapters.Count} adapters found in SerBench.Serializers.");
        Assert.True(problems.Count == 0, string.Join("\n", problems));
    }

    [Fact]
    public void An_adapter_without_a_contract_line_is_named_with_the_line_to_add()
    {
        var problems = Problems([typeof(StjAdapterLookalike)], BoundOnBuiltIns(typeof(EveryAdapterHasAContractTests).Assembly));

        Assert.Equal(
            $"{typeof(StjAdapterLookalike).FullName} has no contract test on the built-in payloads: add the line "
            + "`public sealed class StjAdapterLookalikeContract : SerializerContractTests<StjAdapterLookalike>;` to tests/SerBench.Tests/Contracts/Contracts.cs.",
            Assert.Single(problems));
    }

    [Fact]
    public void A_binding_on_other_payloads_only_does_not_count_and_an_adapter_that_takes_nothing_is_named()
    {
        var bound = BoundOnBuiltIns(typeof(EveryAdapterHasAContractTests).Assembly);

        Assert.Contains(typeof(Serializers.NewtonsoftJson.NewtonsoftAdapter), bound);
        Assert.DoesNotContain(typeof(DecliningAdapter), bound);
        var problems = Problems([typeof(DecliningAdapter)], new HashSet<Type> { typeof(DecliningAdapter) });
        Assert.StartsWith($"{typeof(DecliningAdapter).FullName} (`declining`) takes none of the built-in payloads at the contract's sizes", Assert.Single(problems), StringComparison.Ordinal);
    }

    /// <summary>Every class of the assembly that implements ISerializerAdapter and is not abstract, public or not.</summary>
    private static List<Type> AdaptersIn(Assembly assembly) =>
        [.. assembly.GetTypes().Where(t => t is { IsClass: true, IsAbstract: false } && typeof(ISerializerAdapter).IsAssignableFrom(t)).OrderBy(t => t.FullName, StringComparer.Ordinal)];

    /// <summary>The adapters a SerializerContractTests subclass that xUnit runs (public, concrete) checks on every built-in payload.</summary>
    private static HashSet<Type> BoundOnBuiltIns(Assembly tests)
    {
        var bound = new HashSet<Type>();
        foreach (var type in tests.GetTypes().Where(t => t is { IsClass: true, IsAbstract: false, IsVisible: true }))
        {
            for (var parent = type.BaseType; parent is not null; parent = parent.BaseType)
            {
                if (parent.IsGenericType && parent.GetGenericTypeDefinition() == typeof(SerializerContractTests<>))
                {
                    var theory = type.GetMethod(nameof(SerializerContractTests<DecliningAdapter>.UnsupportedPayloadHasAReason))!;
                    var cases = new ContractPayloadsAttribute().GetData(theory).Select(row => (string)row[0]);
                    if (BuiltInCases.All(cases.Contains))
                    {
                        bound.Add(parent.GetGenericArguments()[0]);
                    }
                }
            }
        }

        return bound;
    }

    private static List<string> Problems(IEnumerable<Type> adapters, HashSet<Type> bound)
    {
        var problems = new List<string>();
        foreach (var type in adapters)
        {
            if (!bound.Contains(type))
            {
                problems.Add($"{type.FullName} has no contract test on the built-in payloads: add the line "
                    + $"`public sealed class {Stem(type.Name)}Contract : SerializerContractTests<{type.Name}>;` to tests/SerBench.Tests/Contracts/Contracts.cs.");
            }

            if (type.GetConstructor(Type.EmptyTypes) is null)
            {
                problems.Add($"{type.FullName} has no public parameterless constructor, which the catalog and the contract need to create it.");
                continue;
            }

            var adapter = (ISerializerAdapter)Activator.CreateInstance(type)!;
            if (!ContractPayloads.SmallBuiltIns.Any(p => adapter.Supports(p.Payload).IsSupported))
            {
                var declines = ContractPayloads.SmallBuiltIns.Select(p => $"{p}: {adapter.Supports(p.Payload).Reason}");
                problems.Add($"{type.FullName} (`{adapter.Info.Id}`) takes none of the built-in payloads at the contract's sizes ({string.Join("; ", declines)}), "
                    + "so its contract checks nothing: make Supports take the payloads it can serialize.");
            }
        }

        return problems;
    }

    private static string Stem(string name) => name.EndsWith("Adapter", StringComparison.Ordinal) ? name[..^"Adapter".Length] : name;

    /// <summary>An adapter no contract line binds.</summary>
    internal sealed class StjAdapterLookalike : ISerializerAdapter
    {
        private readonly Serializers.SystemTextJson.StjAdapter _stj = new();

        public SerializerInfo Info => _stj.Info;

        public Support Supports(PayloadDescriptor payload) => _stj.Supports(payload);

        public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => _stj.CreateCodec<T>(payload);
    }
}
