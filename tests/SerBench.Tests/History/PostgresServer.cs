using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using Npgsql;

namespace SerBench.Tests.History;

/// <summary>
/// A PostgreSQL server of the tests' own: initdb into a temporary folder (as the postgres user when the tests run as
/// root, since initdb refuses root), password authentication, a free port on 127.0.0.1 and a socket folder of its own;
/// stopped and deleted on dispose. SERBENCH_TEST_POSTGRES (a postgres:// URL of a server the tests may create
/// databases on) is used instead when set. Debian's binaries: /usr/lib/postgresql/*/bin (.ci/run installs them).
/// </summary>
public sealed class PostgresServer : IDisposable
{
    public const string UrlVariable = "SERBENCH_TEST_POSTGRES";
    public const string User = "serbench";

    private readonly string? _folder;
    private readonly string? _bin;
    private readonly string? _runAs;
    private int _databases;

    public PostgresServer()
    {
        if (Unavailable is not null)
        {
            return;
        }

        if (Environment.GetEnvironmentVariable(UrlVariable) is { Length: > 0 } url)
        {
            var uri = new Uri(url);
            Password = Uri.UnescapeDataString(uri.UserInfo.Split(':', 2) is [_, var p] ? p : string.Empty);
            AdminUrl = url;
            return;
        }

        _bin = Bin()!;
        _runAs = Environment.UserName == "root" ? "postgres" : null;
        _folder = Directory.CreateTempSubdirectory("serbench-pg-").FullName;
        Password = "pw-" + Convert.ToHexStringLower(System.Security.Cryptography.RandomNumberGenerator.GetBytes(12));
        Port = FreePort();
        var data = Path.Combine(_folder, "data");
        var passwordFile = Path.Combine(_folder, "password");
        File.WriteAllText(passwordFile, Password + "\n");
        if (_runAs is not null)
        {
            Run("chown", ["-R", _runAs, _folder], asServer: false);
        }

        Run(Path.Combine(_bin, "initdb"), ["-D", data, "-U", User, "--auth=scram-sha-256", "--pwfile=" + passwordFile, "--encoding=UTF8", "--no-sync"]);
        File.Delete(passwordFile);
        Run(Path.Combine(_bin, "pg_ctl"), ["-D", data, "-l", Path.Combine(_folder, "server.log"), "-w", "-t", "120", "-o", $"-p {Port} -k {_folder} -c listen_addresses=127.0.0.1 -c fsync=off", "start"]);
        AdminUrl = $"postgres://{User}:{Password}@127.0.0.1:{Port}/postgres";
    }

    /// <summary>Why no server can be had here, or null when one can.</summary>
    public static string? Unavailable { get; } = FindUnavailable();

    public string Password { get; } = string.Empty;

    public int Port { get; }

    public string AdminUrl { get; } = string.Empty;

    /// <summary>A fresh, empty database, named by its postgres:// URL (with the password).</summary>
    public string NewDatabase()
    {
        var name = $"history_{Environment.ProcessId}_{Interlocked.Increment(ref _databases)}";
        using (var connection = new NpgsqlConnection(ConnectionString(AdminUrl)))
        {
            connection.Open();
            using var command = connection.CreateCommand();
            command.CommandText = $"CREATE DATABASE {name}";
            command.ExecuteNonQuery();
        }

        return AdminUrl[..(AdminUrl.LastIndexOf('/') + 1)] + name;
    }

    /// <summary>Npgsql's settings for a postgres:// URL of this server.</summary>
    public static string ConnectionString(string url)
    {
        var uri = new Uri(url);
        var user = uri.UserInfo.Split(':', 2);
        return new NpgsqlConnectionStringBuilder
        {
            Host = uri.Host,
            Port = uri.Port,
            Database = uri.AbsolutePath.TrimStart('/'),
            Username = Uri.UnescapeDataString(user[0]),
            Password = user.Length == 2 ? Uri.UnescapeDataString(user[1]) : null,
            Pooling = false,
        }.ConnectionString;
    }

    public void Dispose()
    {
        if (_folder is null || _bin is null)
        {
            return;
        }

        try
        {
            Run(Path.Combine(_bin, "pg_ctl"), ["-D", Path.Combine(_folder, "data"), "-m", "immediate", "-w", "-t", "60", "stop"]);
        }
        finally
        {
            Directory.Delete(_folder, recursive: true);
        }
    }

    private static string? FindUnavailable()
    {
        if (Environment.GetEnvironmentVariable(UrlVariable) is { Length: > 0 })
        {
            return null;
        }

        if (!OperatingSystem.IsLinux() || Bin() is null)
        {
            return "PostgreSQL's server programs were not found in /usr/lib/postgresql/*/bin: install Debian's package (apt-get install -y postgresql; .ci/run does), or set " +
                   UrlVariable + " to a postgres:// URL of a server the tests may create databases on, to run the PostgreSQL history tests.";
        }

        if (Environment.UserName == "root" && (!File.Exists("/usr/sbin/runuser") || !File.Exists("/etc/passwd") || !File.ReadAllText("/etc/passwd").Contains("\npostgres:", StringComparison.Ordinal)))
        {
            return "The tests run as root, and initdb refuses root: the PostgreSQL history tests need runuser and the postgres user (Debian's postgresql package creates it).";
        }

        return null;
    }

    private static string? Bin() =>
        Directory.Exists("/usr/lib/postgresql")
            ? Directory.GetDirectories("/usr/lib/postgresql").Select(d => Path.Combine(d, "bin")).Where(d => File.Exists(Path.Combine(d, "initdb")))
                .OrderByDescending(d => d, StringComparer.Ordinal).FirstOrDefault()
            : null;

    private static int FreePort()
    {
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        return ((IPEndPoint)listener.LocalEndpoint).Port;
    }

    private void Run(string program, IReadOnlyList<string> arguments, bool asServer = true)
    {
        var start = new ProcessStartInfo(asServer && _runAs is not null ? "/usr/sbin/runuser" : program)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
            WorkingDirectory = _folder ?? Path.GetTempPath(),
        };
        if (asServer && _runAs is not null)
        {
            foreach (var a in new[] { "-u", _runAs, "--", program })
            {
                start.ArgumentList.Add(a);
            }
        }

        foreach (var a in arguments)
        {
            start.ArgumentList.Add(a);
        }

        using var process = Process.Start(start) ?? throw new InvalidOperationException($"{program} did not start.");
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(TimeSpan.FromMinutes(3)))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{program} {string.Join(' ', arguments)} did not finish in 3 minutes.");
        }

        if (process.ExitCode != 0)
        {
            var log = _folder is not null && File.Exists(Path.Combine(_folder, "server.log")) ? File.ReadAllText(Path.Combine(_folder, "server.log")) : string.Empty;
            throw new InvalidOperationException($"{Path.GetFileName(program)} exited with {process.ExitCode}: {output.Result}{error.Result}{log}");
        }
    }
}

/// <summary>The PostgreSQL history tests share one server, started once and stopped after the last of them.</summary>
[CollectionDefinition(Name)]
public sealed class PostgresCollection : ICollectionFixture<PostgresServer>
{
    public const string Name = "PostgreSQL server";
}
