using System.Text.RegularExpressions;
using Npgsql;

namespace SerBench.History;

/// <summary>
/// postgres://[user[:password]@]host[:port]/database[?sslmode=…] as libpq reads it, turned into Npgsql's settings. A
/// password left out of the URL is Npgsql's to find: PGPASSWORD, then the .pgpass file (PGPASSFILE).
/// </summary>
internal sealed partial record PostgresUrl(NpgsqlConnectionStringBuilder Builder, string DisplayName)
{
    private static readonly string[] Schemes = ["postgres://", "postgresql://"];

    public static bool IsOne(string text) => Schemes.Any(s => text.StartsWith(s, StringComparison.OrdinalIgnoreCase));

    public static PostgresUrl Parse(string text)
    {
        if (!Uri.TryCreate(text, UriKind.Absolute, out var uri) || string.IsNullOrEmpty(uri.Host))
        {
            throw new HistoryException($"--db names a PostgreSQL database but is not a URL of one ({Masked(text)}). Give postgres://user@host:port/database (the password from PGPASSWORD or .pgpass, or postgres://user:password@host/database).");
        }

        var builder = new NpgsqlConnectionStringBuilder
        {
            Host = uri.Host,
            Port = uri.IsDefaultPort || uri.Port < 0 ? 5432 : uri.Port,
            Database = Uri.UnescapeDataString(uri.AbsolutePath.TrimStart('/')) is { Length: > 0 } database ? database : null,
            // Two `history add` at once wait for each other's rows rather than fail.
            CommandTimeout = 60,
            Timeout = 30,
            ApplicationName = "serbench history",
        };
        var user = uri.UserInfo.Split(':', 2);
        if (user[0].Length > 0)
        {
            builder.Username = Uri.UnescapeDataString(user[0]);
        }

        if (user.Length == 2)
        {
            builder.Password = Uri.UnescapeDataString(user[1]);
        }

        foreach (var pair in uri.Query.TrimStart('?').Split('&', StringSplitOptions.RemoveEmptyEntries))
        {
            var parts = pair.Split('=', 2);
            var key = Uri.UnescapeDataString(parts[0]);
            var value = parts.Length == 2 ? Uri.UnescapeDataString(parts[1]) : string.Empty;
            switch (key.ToLowerInvariant())
            {
                case "sslmode":
                    builder.SslMode = Enum.TryParse<SslMode>(value.Replace("-", string.Empty, StringComparison.Ordinal), ignoreCase: true, out var mode)
                        ? mode
                        : throw new HistoryException($"--db has sslmode={value}; valid modes: disable, allow, prefer, require, verify-ca, verify-full.");
                    break;
                case "application_name":
                    builder.ApplicationName = value;
                    break;
                default:
                    throw new HistoryException($"--db has the setting '{key}', which serbench does not pass on; valid settings: sslmode, application_name.");
            }
        }

        return new PostgresUrl(builder, Masked(text));
    }

    /// <summary>The URL with its password, if any, as ***.</summary>
    public static string Masked(string text)
    {
        var scheme = Schemes.FirstOrDefault(s => text.StartsWith(s, StringComparison.OrdinalIgnoreCase));
        if (scheme is null)
        {
            return text;
        }

        var rest = text[scheme.Length..];
        var at = rest.LastIndexOf('@');
        // The last @, even past a slash: a password with an unescaped / is still masked.
        if (at < 0)
        {
            return text;
        }

        var colon = rest.IndexOf(':');
        return colon >= 0 && colon < at ? text[..(scheme.Length + colon)] + ":***" + rest[at..] : text;
    }

    /// <summary>Any text with the password of every postgres:// URL in it as *** (a mistyped option echoes its value).</summary>
    public static string MaskIn(string text) => text.Contains("://", StringComparison.Ordinal) ? UrlPassword().Replace(text, "$1***@") : text;

    [GeneratedRegex(@"(postgres(?:ql)?://[^:/@\s]*:)[^\s]*@", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant)]
    private static partial Regex UrlPassword();
}
