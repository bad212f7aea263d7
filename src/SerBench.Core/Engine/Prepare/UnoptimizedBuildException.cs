namespace SerBench.Engine;

/// <summary>
/// A measuring preset was asked to time code the JIT does not optimize (a Debug build). Its numbers would
/// be meaningless, so the lab refuses, like BenchmarkDotNet's JitOptimizationsValidator.
/// </summary>
public sealed class UnoptimizedBuildException(string message) : Exception(message);
