using SerBench.Labs.Aot;

namespace SerBench.Tests.Labs.Aot;

public sealed class IlcWarningsTests
{
    // Lines as ILC 10.0 prints them (taken from a real publish log of the probe), with MSBuild's summary repeating one.
    private const string Log = """
        /_/src/Newtonsoft.Json/Serialization/JsonTypeReflector.cs(504): Trim analysis warning IL2026: Newtonsoft.Json.Serialization.JsonTypeReflector.GetAttribute<T>(Object): Using member 'System.Reflection.Assembly.GetType(String)' which has 'RequiresUnreferencedCodeAttribute'. [/w/src/SerBench.AotProbe/SerBench.AotProbe.csproj]
        ILC : AOT analysis warning IL3050: Avro.Specific.ObjectCreator.GetType(String,Schema.Type): Using member 'System.Type.MakeGenericType(Type[])' which has 'RequiresDynamicCodeAttribute'. [/w/src/SerBench.AotProbe/SerBench.AotProbe.csproj]
        ILC : Trim analysis error IL2095: ProtoBuf.Meta.RuntimeTypeModel.GetSerializer<T>(): 'DynamicallyAccessedMemberTypes' in 'DynamicallyAccessedMembersAttribute' on the generic parameter 'T' don't match. [/w/src/SerBench.AotProbe/SerBench.AotProbe.csproj]
        ILC : Trim analysis warning IL2104: Assembly 'Hyperion' produced trim warnings. For more information see https://aka.ms/il2104 [/w/src/SerBench.AotProbe/SerBench.AotProbe.csproj]
        /_/src/Newtonsoft.Json/Serialization/JsonTypeReflector.cs(504): Trim analysis warning IL2026: Newtonsoft.Json.Serialization.JsonTypeReflector.GetAttribute<T>(Object): Using member 'System.Reflection.Assembly.GetType(String)' which has 'RequiresUnreferencedCodeAttribute'. [/w/src/SerBench.AotProbe/SerBench.AotProbe.csproj]
          Restored /w/src/SerBench.AotProbe/SerBench.AotProbe.csproj (in 1 s).
        """;

    [Fact]
    public void Each_diagnostic_is_read_once_with_its_code_level_and_member_or_assembly()
    {
        var found = IlcWarnings.Parse(Log);

        Assert.Equal(["IL2026", "IL3050", "IL2095", "IL2104"], found.Select(d => d.Code));
        Assert.Equal("Newtonsoft.Json.Serialization.JsonTypeReflector.GetAttribute<T>(Object)", found[0].Member);
        Assert.Equal("Avro.Specific.ObjectCreator.GetType(String,Schema.Type)", found[1].Member);
        Assert.True(found[2].IsError);
        Assert.False(found[0].IsError);
        Assert.Equal("Hyperion", found[3].Assembly);
        Assert.Null(found[3].Member);
        Assert.DoesNotContain(".csproj", found[0].Text, StringComparison.Ordinal);
    }

    [Fact]
    public void A_log_without_diagnostics_has_none() => Assert.Empty(IlcWarnings.Parse("Build succeeded.\n    0 Warning(s)\n"));
}
