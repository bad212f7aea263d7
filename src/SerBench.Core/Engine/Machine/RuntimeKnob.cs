using System.Globalization;

namespace SerBench.Engine;

/// <summary>
/// Reads an on/off switch of the runtime the way the runtime itself does: its environment variable
/// (<c>DOTNET_</c>, then <c>COMPlus_</c>, a hexadecimal number) before the runtimeconfig.json property, so that
/// <c>DOTNET_TieredPGO=0</c> in the shell is recorded as off even when the program's runtimeconfig says true.
/// </summary>
public sealed class RuntimeKnob(Func<string, string?> environment, Func<string, object?> runtimeConfig)
{
    /// <summary>This process's environment and runtimeconfig.json properties.</summary>
    public static RuntimeKnob Current { get; } = new(Environment.GetEnvironmentVariable, AppContext.GetData);

    /// <param name="name">The variable's name without its prefix, e.g. <c>TieredPGO</c>.</param>
    /// <param name="property">The runtimeconfig.json property, e.g. <c>System.Runtime.TieredPGO</c>.</param>
    /// <param name="defaultValue">What the runtime does when neither is set.</param>
    public bool IsOn(string name, string property, bool defaultValue)
    {
        foreach (var prefix in RuntimeVariables.Prefixes)
        {
            // The runtime parses these as hexadecimal; a value it cannot parse counts as not set.
            if (uint.TryParse(environment(prefix + name), NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out var number))
            {
                return number != 0;
            }
        }

        return runtimeConfig(property) switch
        {
            bool b => b,
            // The runtime turns a property on only when it reads exactly "true".
            string s => string.Equals(s, "true", StringComparison.Ordinal),
            _ => defaultValue,
        };
    }
}
