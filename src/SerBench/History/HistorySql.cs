using System.Data.Common;

namespace SerBench.History;

/// <summary>Commands with their values as parameters, never spliced into the text: a name from a run file cannot change a query.</summary>
internal static class HistorySql
{
    public static DbCommand Command(DbConnection connection, DbTransaction? transaction, string text)
    {
        var command = connection.CreateCommand();
        command.Transaction = transaction;
        command.CommandText = text;
        return command;
    }

    public static void Add(DbCommand command, string name, object? value)
    {
        var parameter = command.CreateParameter();
        parameter.ParameterName = name;
        parameter.Value = value ?? DBNull.Value;
        command.Parameters.Add(parameter);
    }

    /// <summary>"@s0, @s1, …" for an IN list, each value its own parameter.</summary>
    public static string AddList(DbCommand command, string prefix, IReadOnlyList<string> values)
    {
        var names = new List<string>(values.Count);
        for (var i = 0; i < values.Count; i++)
        {
            var name = prefix + i.ToString(CultureInfo.InvariantCulture);
            Add(command, name, values[i]);
            names.Add("@" + name);
        }

        return string.Join(", ", names);
    }

    public static string? String(DbDataReader reader, int ordinal) => reader.IsDBNull(ordinal) ? null : reader.GetString(ordinal);

    public static double? Double(DbDataReader reader, int ordinal) => reader.IsDBNull(ordinal) ? null : Convert.ToDouble(reader.GetValue(ordinal), CultureInfo.InvariantCulture);

    public static long? Long(DbDataReader reader, int ordinal) => reader.IsDBNull(ordinal) ? null : Convert.ToInt64(reader.GetValue(ordinal), CultureInfo.InvariantCulture);
}
