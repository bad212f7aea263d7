namespace SerBench.Samples;

/// <summary>A JSON sample that cannot be turned into a payload; the message says where, why, and what is accepted.</summary>
public sealed class SampleException(string message, Exception? inner = null) : Exception(message, inner);
