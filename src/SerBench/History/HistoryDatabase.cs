using System.Data.Common;
using Microsoft.Data.Sqlite;
using Npgsql;

namespace SerBench.History;

/// <summary>
/// Where the history lives, from `--db`: a SQLite file (the default, no server) or a PostgreSQL database named by a
/// postgres:// URL. <see cref="DisplayName"/> is the one way the database is named in output: it never holds a password.
/// </summary>
internal sealed class HistoryDatabase
{
    /// <summary>The SQLite file used when `--db` is not given, in the working directory.</summary>
    public const string DefaultFileName = "serbench-history.db";

    private readonly string _connectionString;
    private readonly IReadOnlyList<string> _secrets;
    private readonly string? _file;

    private HistoryDatabase(IHistoryDialect dialect, string connectionString, string displayName, IReadOnlyList<string> secrets, string? file = null)
    {
        _file = file;
        Dialect = dialect;
        _connectionString = connectionString;
        DisplayName = displayName;
        _secrets = secrets;
    }

    public IHistoryDialect Dialect { get; }

    /// <summary>"serbench-history.db" or "postgres://lab:***@db.example:5432/history": what messages call the database.</summary>
    public string DisplayName { get; }

    /// <summary>
    /// The database `--db` names: a postgres:// or postgresql:// URL, else a SQLite file path (relative to
    /// <paramref name="workingDirectory"/>). Throws <see cref="HistoryException"/> for a URL it cannot read.
    /// </summary>
    public static HistoryDatabase Parse(string? db, string workingDirectory)
    {
        if (db is not null && PostgresUrl.IsOne(db))
        {
            var url = PostgresUrl.Parse(db);
            // A password Npgsql takes from PGPASSWORD is masked too, wherever an error message might repeat it.
            var secrets = new[] { url.Builder.Password, Environment.GetEnvironmentVariable("PGPASSWORD") }
                .Where(s => !string.IsNullOrEmpty(s)).Select(s => s!).ToList();
            return new HistoryDatabase(new PostgresDialect(), url.Builder.ConnectionString, url.DisplayName, secrets);
        }

        var path = Path.GetFullPath(string.IsNullOrWhiteSpace(db) ? DefaultFileName : db, workingDirectory);
        if (Directory.Exists(path))
        {
            throw new HistoryException($"--db '{db}' is a folder. Give a SQLite file (created when missing, e.g. {DefaultFileName}) or a postgres://user@host:port/database URL.");
        }

        var builder = new SqliteConnectionStringBuilder { DataSource = path, Mode = SqliteOpenMode.ReadWriteCreate, Pooling = false, DefaultTimeout = 60 };
        return new HistoryDatabase(new SqliteDialect(), builder.ConnectionString, db ?? DefaultFileName, [], path);
    }

    /// <summary>An open connection, set up for concurrent writers (<see cref="IHistoryDialect.Prepare"/>).</summary>
    public DbConnection Open()
    {
        DbConnection connection = Dialect is PostgresDialect ? new NpgsqlConnection(_connectionString) : new SqliteConnection(_connectionString);
        try
        {
            connection.Open();
            Dialect.Prepare(connection);
            return connection;
        }
        catch (Exception ex) when (ex is DbException or InvalidOperationException or ArgumentException or IOException or System.Net.Sockets.SocketException)
        {
            connection.Dispose();
            throw new HistoryException($"Cannot open the history database {DisplayName}: {Mask(ex.Message)}", ex);
        }
    }

    /// <summary>An open connection to a history that must exist already: reading never creates a SQLite file.</summary>
    public DbConnection OpenExisting()
    {
        if (_file is not null && !File.Exists(_file))
        {
            throw new HistoryException($"There is no history at {DisplayName} ({_file}). Add runs to it first: serbench history add DIR{(DisplayName == DefaultFileName ? string.Empty : " --db " + DisplayName)}");
        }

        return Open();
    }

    /// <summary>Text with every password this database was given replaced by ***.</summary>
    public string Mask(string text)
    {
        foreach (var secret in _secrets)
        {
            text = text.Replace(secret, "***", StringComparison.Ordinal);
        }

        return text;
    }
}

/// <summary>A history that cannot be read or written, with a message that says why; never holds a password.</summary>
internal sealed class HistoryException(string message, Exception? inner = null) : Exception(message, inner);
