using System.Data.Common;
using Microsoft.Data.Sqlite;

namespace SerBench.History;

/// <summary>SQLite: write-ahead logging so readers never block the writer, and a busy wait so a second writer queues.</summary>
internal sealed class SqliteDialect : IHistoryDialect
{
    public string Name => "SQLite";

    public void Prepare(DbConnection connection)
    {
        using var command = connection.CreateCommand();
        command.CommandText = "PRAGMA busy_timeout = 60000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;";
        command.ExecuteNonQuery();
    }

    // BEGIN IMMEDIATE: the write lock is taken at the start, so two adds never both read "absent" and then collide.
    public DbTransaction BeginWrite(DbConnection connection) => ((SqliteConnection)connection).BeginTransaction(deferred: false);
}
