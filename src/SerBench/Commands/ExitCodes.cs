namespace SerBench.Commands;

/// <summary>The process exit codes of the serbench command (DESIGN.md "Contracts").</summary>
internal static class ExitCodes
{
    /// <summary>The lab ran; failed cells are results, not errors.</summary>
    public const int Success = 0;

    /// <summary>The lab crashed (an uncaught exception); the partial run file is kept.</summary>
    public const int Crashed = 1;

    /// <summary>A user mistake: unknown id, bad size, existing output folder, unreadable run file.</summary>
    public const int UsageError = 2;

    /// <summary>`compare --fail-on slower|changed` (or --fail-on-regression): the gate failed, a cell moved beyond the noise (Compare/Gate.cs).</summary>
    public const int Regression = 3;

    /// <summary>Stopped by the user (Ctrl-C or SIGTERM), by the shell convention 128 + SIGINT; the partial run file is kept.</summary>
    public const int Cancelled = 130;
}
