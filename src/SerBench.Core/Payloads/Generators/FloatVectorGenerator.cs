using SerBench.Payloads.Models;

namespace SerBench.Payloads.Generators;

/// <summary>N points of x, y, z from a fixed seed; finite values only.</summary>
public static class FloatVectorGenerator
{
    private const int Seed = 20240315;

    public static FloatVectors Create(int points)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(points);
        var random = new Random(Seed);
        var values = new float[checked(points * 3)];
        for (var i = 0; i < values.Length; i++)
        {
            // Spread over several magnitudes so that text formats pay for real digits.
            values[i] = (float)((random.NextDouble() - 0.5) * Math.Pow(10, random.Next(-3, 5)));
        }

        return new FloatVectors { Values = values };
    }
}
