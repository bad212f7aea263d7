using System.Data.Common;

namespace SerBench.History;

/// <summary>
/// The history's one schema, the same DDL on SQLite and PostgreSQL, versioned in schema_version. A database of a newer
/// schema is refused (an older serbench must not write rows it does not understand into it).
/// </summary>
internal static class HistorySchema
{
    public const int CurrentVersion = 1;

    private static readonly string[] Tables =
    [
        "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
        """
        CREATE TABLE IF NOT EXISTS runs (
          run_key TEXT PRIMARY KEY,
          started_utc TEXT NOT NULL,
          added_utc TEXT NOT NULL,
          commit_id TEXT,
          source TEXT,
          serbench_version TEXT NOT NULL,
          preset TEXT NOT NULL,
          runtime TEXT NOT NULL,
          machine_key TEXT NOT NULL,
          machine TEXT NOT NULL,
          isa_runtime_key TEXT NOT NULL,
          libraries TEXT NOT NULL)
        """,
        """
        CREATE TABLE IF NOT EXISTS cells (
          run_key TEXT NOT NULL REFERENCES runs (run_key),
          serializer TEXT NOT NULL,
          payload TEXT NOT NULL,
          payload_size INTEGER NOT NULL,
          operation TEXT NOT NULL,
          status TEXT NOT NULL,
          median_ns DOUBLE PRECISION,
          ci_lower_ns DOUBLE PRECISION,
          ci_upper_ns DOUBLE PRECISION,
          allocated_bytes BIGINT,
          size_bytes BIGINT,
          instructions DOUBLE PRECISION,
          PRIMARY KEY (run_key, serializer, payload, payload_size, operation))
        """,
        "CREATE INDEX IF NOT EXISTS cells_by_cell ON cells (serializer, payload, operation)",
    ];

    /// <summary>Creates the schema in an empty database, or checks the version of an existing one; inside the caller's write transaction.</summary>
    public static void Ensure(DbConnection connection, DbTransaction transaction, string displayName)
    {
        foreach (var ddl in Tables)
        {
            using var command = HistorySql.Command(connection, transaction, ddl);
            command.ExecuteNonQuery();
        }

        var version = Version(connection, transaction);
        if (version is null)
        {
            using var insert = HistorySql.Command(connection, transaction, "INSERT INTO schema_version (version) VALUES (@version)");
            HistorySql.Add(insert, "version", CurrentVersion);
            insert.ExecuteNonQuery();
            return;
        }

        Check(version.Value, displayName);
    }

    /// <summary>The stored schema version, or null in a database serbench never wrote to.</summary>
    public static int? Version(DbConnection connection, DbTransaction? transaction)
    {
        using var command = HistorySql.Command(connection, transaction, "SELECT MAX(version) FROM schema_version");
        var value = command.ExecuteScalar();
        return value is null or DBNull ? null : Convert.ToInt32(value, CultureInfo.InvariantCulture);
    }

    /// <summary>A reader's check: refuses a database without the history's tables or of a newer schema.</summary>
    public static void CheckReadable(DbConnection connection, string displayName)
    {
        int? version;
        try
        {
            version = Version(connection, null);
        }
        catch (DbException)
        {
            throw new HistoryException($"The database {displayName} holds no SerBench history (no schema_version table). Add runs to it first: serbench history add DIR --db {displayName}");
        }

        if (version is null)
        {
            throw new HistoryException($"The database {displayName} holds no SerBench history yet. Add runs to it first: serbench history add DIR --db {displayName}");
        }

        Check(version.Value, displayName);
    }

    private static void Check(int version, string displayName)
    {
        if (version > CurrentVersion)
        {
            throw new HistoryException(
                $"The history {displayName} has schema version {version}, newer than this SerBench understands (up to {CurrentVersion}). Nothing was written; use the SerBench version that wrote it, or update SerBench.");
        }
    }
}
