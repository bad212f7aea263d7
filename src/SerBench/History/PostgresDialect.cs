using System.Data;
using System.Data.Common;

namespace SerBench.History;

/// <summary>
/// PostgreSQL: a transaction-scoped advisory lock serializes schema creation (two CREATE TABLE IF NOT EXISTS at once
/// can still collide there); rows themselves rely on the primary keys and ON CONFLICT DO NOTHING.
/// </summary>
internal sealed class PostgresDialect : IHistoryDialect
{
    /// <summary>An arbitrary constant that names serbench's lock among the database's advisory locks.</summary>
    private const long SchemaLock = 0x5e7b_e4c4_0001;

    public string Name => "PostgreSQL";

    public void Prepare(DbConnection connection)
    {
    }

    public DbTransaction BeginWrite(DbConnection connection)
    {
        var transaction = connection.BeginTransaction(IsolationLevel.ReadCommitted);
        using var command = connection.CreateCommand();
        command.Transaction = transaction;
        command.CommandText = "SELECT pg_advisory_xact_lock(@key)";
        HistorySql.Add(command, "key", SchemaLock);
        command.ExecuteNonQuery();
        return transaction;
    }
}
