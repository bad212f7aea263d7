namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>The kinds of decision a simulated run counts, so a test can ask that every mechanism of the lab took part.</summary>
internal static class Kinds
{
    public const string Process = "process";
    public const string LabWait = "lab wait (until the canary is fast)";
    public const string ChildWait = "measuring process waits for a fast canary";
    public const string InPlaceRetry = "round retried in place";
    public const string Crash = "measuring process crashed";
    public const string Cancelled = "run cancelled";
}
