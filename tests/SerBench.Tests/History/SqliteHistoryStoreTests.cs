namespace SerBench.Tests.History;

/// <summary>The history store suite on a SQLite file of its own per test.</summary>
public sealed class SqliteHistoryStoreTests : HistoryStoreSuite, IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("serbench-history-").FullName;
    private int _files;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    protected override string NewDatabase() => Path.Combine(_folder, $"history{Interlocked.Increment(ref _files)}.db");
}
