using SerBench.Catalog;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Shared;

/// <summary>The lab verbs through the public entry point, with the real engine and store, in a temporary folder.</summary>
internal sealed class LabHarness : IDisposable
{
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();

    public string Root { get; } = Directory.CreateTempSubdirectory("serbench-labs-").FullName;

    public string Out => _out.ToString();

    public string Error => _error.ToString();

    public static ISerializerAdapter Installed(string id) => BuiltInSerializers.Installed().Single(s => s.Info.Id == id);

    public static LabCatalog Catalog(IEnumerable<ISerializerAdapter> serializers, IEnumerable<PayloadDescriptor>? extraPayloads = null) =>
        LabCatalog.Create(serializers, BuiltInPayloads.All.Concat(extraPayloads ?? []), []);

    public string Folder(string name) => Path.Combine(Root, name);

    public int Run(LabCatalog catalog, params string[] args) => SerBenchApp.Run(args, catalog, _out, _error);

    public RunFile Read(string name) => RunFileStore.Read(Folder(name));

    public string Report(string name) => File.ReadAllText(Path.Combine(Folder(name), "report.md"));

    public void Dispose() => Directory.Delete(Root, recursive: true);
}
