using System.Data.Common;

namespace SerBench.History;

/// <summary>
/// The history's reads and writes, one ADO.NET implementation for both databases. Each run is added in one write
/// transaction (its row, then its cells), so a run is either whole or absent, and the same run added twice is stored once.
/// </summary>
internal sealed class HistoryStore(HistoryDatabase database)
{
    private const string PointColumns =
        "r.run_key, r.started_utc, r.commit_id, r.machine_key, r.machine, r.isa_runtime_key, r.libraries, " +
        "c.serializer, c.payload, c.payload_size, c.operation, c.median_ns, c.ci_lower_ns, c.ci_upper_ns, c.allocated_bytes, c.instructions";

    public HistoryDatabase Database { get; } = database;

    /// <summary>Adds each run (all or none of each); a run already stored is left as it is and reported so.</summary>
    public IReadOnlyList<AddResult> Add(IReadOnlyList<(string Source, RunFile Run)> runs, string? commit, DateTime addedUtc)
    {
        using var connection = Database.Open();
        var results = new List<AddResult>(runs.Count);
        foreach (var (source, run) in runs)
        {
            results.Add(AddOne(connection, source, run, commit, addedUtc));
        }

        return results;
    }

    private AddResult AddOne(DbConnection connection, string source, RunFile run, string? commit, DateTime addedUtc)
    {
        var identity = RunIdentity.Of(run);
        using var transaction = Database.Dialect.BeginWrite(connection);
        HistorySchema.Ensure(connection, transaction, Database.DisplayName);
        using (var insert = HistorySql.Command(connection, transaction,
                   "INSERT INTO runs (run_key, started_utc, added_utc, commit_id, source, serbench_version, preset, runtime, machine_key, machine, isa_runtime_key, libraries) " +
                   "VALUES (@run_key, @started_utc, @added_utc, @commit_id, @source, @serbench_version, @preset, @runtime, @machine_key, @machine, @isa_runtime_key, @libraries) " +
                   "ON CONFLICT (run_key) DO NOTHING"))
        {
            HistorySql.Add(insert, "run_key", identity.RunKey);
            HistorySql.Add(insert, "started_utc", Timestamp(run.StartedUtc));
            HistorySql.Add(insert, "added_utc", Timestamp(addedUtc));
            HistorySql.Add(insert, "commit_id", commit);
            HistorySql.Add(insert, "source", Path.GetFileName(Path.TrimEndingDirectorySeparator(source)));
            HistorySql.Add(insert, "serbench_version", run.SerbenchVersion);
            HistorySql.Add(insert, "preset", run.Preset);
            HistorySql.Add(insert, "runtime", run.Environment.Runtime);
            HistorySql.Add(insert, "machine_key", identity.MachineKey);
            HistorySql.Add(insert, "machine", identity.Machine);
            HistorySql.Add(insert, "isa_runtime_key", identity.IsaRuntimeKey);
            HistorySql.Add(insert, "libraries", identity.Libraries);
            if (insert.ExecuteNonQuery() == 0)
            {
                transaction.Rollback();
                return new AddResult(source, identity.RunKey, Added: false, 0);
            }
        }

        var cells = StoredCells(run);
        using (var insert = HistorySql.Command(connection, transaction,
                   "INSERT INTO cells (run_key, serializer, payload, payload_size, operation, status, median_ns, ci_lower_ns, ci_upper_ns, allocated_bytes, size_bytes, instructions) " +
                   "VALUES (@run_key, @serializer, @payload, @payload_size, @operation, @status, @median_ns, @ci_lower_ns, @ci_upper_ns, @allocated_bytes, @size_bytes, @instructions) " +
                   "ON CONFLICT DO NOTHING"))
        {
            foreach (var cell in cells)
            {
                insert.Parameters.Clear();
                HistorySql.Add(insert, "run_key", identity.RunKey);
                HistorySql.Add(insert, "serializer", cell.Serializer);
                HistorySql.Add(insert, "payload", cell.Payload);
                HistorySql.Add(insert, "payload_size", cell.PayloadSize);
                HistorySql.Add(insert, "operation", cell.Operation);
                HistorySql.Add(insert, "status", cell.Status);
                HistorySql.Add(insert, "median_ns", cell.MedianNs);
                HistorySql.Add(insert, "ci_lower_ns", cell.CiLowerNs);
                HistorySql.Add(insert, "ci_upper_ns", cell.CiUpperNs);
                HistorySql.Add(insert, "allocated_bytes", cell.AllocatedBytes);
                HistorySql.Add(insert, "size_bytes", cell.SizeBytes);
                HistorySql.Add(insert, "instructions", cell.Counts?.Instructions);
                insert.ExecuteNonQuery();
            }
        }

        transaction.Commit();
        return new AddResult(source, identity.RunKey, Added: true, cells.Count);
    }

    /// <summary>Every stored run, oldest first, with its cell count.</summary>
    public IReadOnlyList<StoredRun> Runs()
    {
        using var connection = Database.OpenExisting();
        HistorySchema.CheckReadable(connection, Database.DisplayName);
        using var command = HistorySql.Command(connection, null,
            "SELECT r.run_key, r.started_utc, r.commit_id, r.source, r.preset, r.machine_key, r.machine, " +
            "(SELECT COUNT(*) FROM cells c WHERE c.run_key = r.run_key) FROM runs r ORDER BY r.started_utc, r.run_key");
        using var reader = command.ExecuteReader();
        var runs = new List<StoredRun>();
        while (reader.Read())
        {
            runs.Add(new StoredRun(reader.GetString(0), Parse(reader.GetString(1)), HistorySql.String(reader, 2), HistorySql.String(reader, 3), reader.GetString(4), reader.GetString(5), reader.GetString(6), (int)HistorySql.Long(reader, 7)!.Value));
        }

        return runs;
    }

    /// <summary>The measured cells the filter selects, oldest run first.</summary>
    public IReadOnlyList<HistoryPoint> Points(HistoryFilter filter)
    {
        ArgumentNullException.ThrowIfNull(filter);
        using var connection = Database.OpenExisting();
        HistorySchema.CheckReadable(connection, Database.DisplayName);
        using var command = HistorySql.Command(connection, null, string.Empty);
        var where = new List<string> { "c.status = @ok" };
        HistorySql.Add(command, "ok", CellStatus.Ok);
        if (filter.Serializers.Count > 0)
        {
            where.Add($"c.serializer IN ({HistorySql.AddList(command, "s", filter.Serializers)})");
        }

        if (filter.Payloads.Count > 0)
        {
            where.Add($"c.payload IN ({HistorySql.AddList(command, "p", filter.Payloads)})");
        }

        if (filter.Operations.Count > 0)
        {
            where.Add($"c.operation IN ({HistorySql.AddList(command, "o", filter.Operations)})");
        }

        if (filter.Machine is not null)
        {
            // A prefix match the same on both databases, free of LIKE's wildcards and of collation order.
            where.Add("substr(r.machine_key, 1, @machine_length) = @machine");
            HistorySql.Add(command, "machine_length", filter.Machine.Length);
            HistorySql.Add(command, "machine", filter.Machine);
        }

        command.CommandText = $"SELECT {PointColumns} FROM cells c JOIN runs r ON r.run_key = c.run_key WHERE {string.Join(" AND ", where)} ORDER BY r.started_utc, r.run_key";
        using var reader = command.ExecuteReader();
        var points = new List<HistoryPoint>();
        while (reader.Read())
        {
            points.Add(new HistoryPoint
            {
                RunKey = reader.GetString(0),
                StartedUtc = Parse(reader.GetString(1)),
                Commit = HistorySql.String(reader, 2),
                MachineKey = reader.GetString(3),
                Machine = reader.GetString(4),
                IsaRuntimeKey = reader.GetString(5),
                Libraries = reader.GetString(6),
                Serializer = reader.GetString(7),
                Payload = reader.GetString(8),
                PayloadSize = (int)HistorySql.Long(reader, 9)!.Value,
                Operation = reader.GetString(10),
                MedianNs = HistorySql.Double(reader, 11),
                CiLowerNs = HistorySql.Double(reader, 12),
                CiUpperNs = HistorySql.Double(reader, 13),
                AllocatedBytes = HistorySql.Long(reader, 14),
                Instructions = HistorySql.Double(reader, 15),
            });
        }

        return points;
    }

    /// <summary>A run's cells, one per key (a lab section's duplicates are the micro cell's, so the first is kept).</summary>
    private static List<CellRecord> StoredCells(RunFile run) =>
        [.. run.Cells.Where(c => c.Status != CellStatus.NotInstalled).DistinctBy(c => (c.Serializer, c.Payload, c.PayloadSize, c.Operation))];

    // ISO 8601 text sorts in time order on both databases and reads back exactly.
    private static string Timestamp(DateTime utc) => DateTime.SpecifyKind(utc, DateTimeKind.Utc).ToString("yyyy-MM-dd'T'HH:mm:ss.fffffff'Z'", CultureInfo.InvariantCulture);

    private static DateTime Parse(string text) => DateTime.Parse(text, CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
}
