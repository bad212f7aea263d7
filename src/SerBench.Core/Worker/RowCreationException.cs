namespace SerBench.Labs.Micro;

/// <summary>
/// The row a measuring process is asked to measure cannot be created in it (its adapter's constructor threw: under
/// NativeAOT, a library that needs reflection or code generation the program lacks). <see cref="MicroWorkerHost"/> then
/// reports every cell of the spec as failed with this message, as any failed cell, instead of failing the process.
/// </summary>
internal sealed class RowCreationException(string message, Exception? inner = null) : Exception(message, inner);
