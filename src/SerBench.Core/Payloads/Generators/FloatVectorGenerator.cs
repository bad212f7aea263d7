using SerBench.Payloads.Models;

namespace SerBench.Payloads.Generators;

/// <summary>N points of x, y, z from a fixed seed; finite values only.</summary>
public static class FloatVectorGenerator
{
    private const int Seed = 20240315;

    /// <summary>Literal powers of ten, so the values never depend on a platform's pow().</summary>
    private static readonly double[] Magnitudes = [1e-3, 1e-2, 1e-1, 1e0, 1e1, 1e2, 1e3, 1e4];

    public static FloatVectors Create(int points)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(points);
        var random = new Random(Seed);
        var values = new float[checked(points * 3)];
        for (var i = 0; i < values.Length; i++)
        {
            // Spread over several magnitudes so that text formats pay for real digits.
            values[i] = (float)((random.NextDouble() - 0.5) * Magnitudes[random.Next(0, Magnitudes.Length)]);
        }

        return new FloatVectors { Values = values };
    }
}
