namespace SerBench.Engine;

/// <summary>What calibrating a cell read: the fastest time per call, and what its timed calls allocated.</summary>
internal sealed record CalibrationReading(double NanosecondsPerOperation, AllocationCount Allocated);
