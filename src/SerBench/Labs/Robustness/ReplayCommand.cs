namespace SerBench.Labs.Robustness;

/// <summary>`serbench robustness --replay FILE`: runs one saved input through the same row in a fresh worker and compares outcomes.</summary>
internal static class ReplayCommand
{
    public static int Execute(LabServices services, string file)
    {
        var path = Path.GetFullPath(file, services.WorkingDirectory);
        SavedInput sidecar;
        byte[] input;
        try
        {
            (sidecar, input) = SavedInput.Load(path);
        }
        catch (Exception ex) when (ex is InvalidDataException or IOException or UnauthorizedAccessException)
        {
            services.Sink.Error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }

        var output = services.Sink.Out;
        output.WriteLine($"Replaying {path}: {sidecar.Serializer} × {sidecar.Payload}, case {sidecar.Case} ({sidecar.Kind}: {sidecar.Label}), {input.Length:N0} bytes");
        WorkerReply reply;
        try
        {
            using var worker = WorkerProcess.Start(sidecar.Target, new WorkerLimits(sidecar.TimeoutMs, sidecar.MemoryMb));
            reply = worker.Run(new WorkerRequest(sidecar.Case, input));
        }
        catch (WorkerSetupException ex)
        {
            services.Sink.Error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }

        var excessive = WorkerLimits.IsExcessive(reply.AllocatedBytes, input.Length) ? " (allocation far beyond input size)" : string.Empty;
        output.WriteLine($"Outcome: {reply.Outcome}{Describe(reply)}{excessive}");
        var reproduced = reply.Outcome == sidecar.ExpectedOutcome;
        output.WriteLine(reproduced
            ? $"Reproduced: the saved outcome was {sidecar.ExpectedOutcome}."
            : $"Not reproduced: the saved outcome was {sidecar.ExpectedOutcome}{(sidecar.Detail is null ? string.Empty : $" ({sidecar.Detail})")}.");
        return ExitCodes.Success;
    }

    private static string Describe(WorkerReply reply)
    {
        var parts = new[] { reply.Exception, reply.Detail }.Where(p => !string.IsNullOrEmpty(p)).ToList();
        var allocated = reply.AllocatedBytes is { } bytes ? $"; allocated {Reports.Units.Bytes(bytes)}" : string.Empty;
        return parts.Count == 0 ? allocated.Length == 0 ? string.Empty : $" ({allocated[2..]})" : $" ({string.Join(": ", parts)}{allocated})";
    }
}
