using System.Reflection;
using Xunit.Sdk;

namespace SerBench.Tests.Docs;

/// <summary>Runs every fact and every theory case of a contract binding, as the test runner would, outside the runner.</summary>
internal static class ContractSuite
{
    public sealed record Outcome(int Passed, IReadOnlyList<string> Failures);

    public static Outcome Run(Type binding)
    {
        var passed = 0;
        var failures = new List<string>();
        foreach (var method in binding.GetMethods(BindingFlags.Public | BindingFlags.Instance))
        {
            var cases = method.GetCustomAttribute<TheoryAttribute>() is not null
                ? method.GetCustomAttributes<DataAttribute>().SelectMany(d => d.GetData(method)).ToList()
                : method.GetCustomAttribute<FactAttribute>() is not null ? [Array.Empty<object>()] : [];
            foreach (var arguments in cases)
            {
                try
                {
                    method.Invoke(Activator.CreateInstance(binding), arguments);
                    passed++;
                }
                catch (TargetInvocationException ex)
                {
                    failures.Add($"{method.Name}({string.Join(", ", arguments)}): {ex.InnerException?.Message}");
                }
            }
        }

        return new Outcome(passed, failures);
    }
}
