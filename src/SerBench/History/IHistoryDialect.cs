using System.Data.Common;

namespace SerBench.History;

/// <summary>
/// What differs between the history's databases, kept this small: the schema and every query are the same SQL on
/// both (ON CONFLICT DO NOTHING, @name parameters, TEXT, BIGINT and DOUBLE PRECISION columns).
/// </summary>
internal interface IHistoryDialect
{
    /// <summary>"SQLite" or "PostgreSQL".</summary>
    string Name { get; }

    /// <summary>Sets up a fresh connection so concurrent writers wait for each other instead of failing.</summary>
    void Prepare(DbConnection connection);

    /// <summary>Starts a transaction that writers take one at a time while the schema is created or checked.</summary>
    DbTransaction BeginWrite(DbConnection connection);
}
