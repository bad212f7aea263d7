using SerBench.Labs.Micro;

namespace SerBench.Tests.Labs.Runtimes;

/// <summary>
/// A measuring process in which the row's adapter cannot be created (a NativeAOT worker, where the reflection STJ row's
/// constructor throws) fails that row's cells with the reason, and ends as a process that measured.
/// </summary>
public sealed class RowCreationTests
{
    [Fact]
    public void Every_cell_of_a_row_that_cannot_be_created_fails_with_what_its_constructor_threw()
    {
        var spec = Path.GetTempFileName();
        try
        {
            new MicroWorkerSpec
            {
                Preset = Preset.Quick.Name,
                Serializer = "stj",
                SerializerType = "SerBench.Serializers.SystemTextJson.StjAdapter",
                Round = 1,
                Cells = [new MicroWorkerCell(3, "tiny", 1, Operations.Serialize), new MicroWorkerCell(7, "complex", 1, Operations.RoundTrip)],
            }.Write(spec);
            var output = new StringWriter();
            var error = new StringWriter();

            var exit = MicroWorkerHost.Run(
                s => throw new RowCreationException($"Creating the adapter threw InvalidOperationException: reflection is off ({s.SerializerType})"),
                spec,
                output,
                error,
                CancellationToken.None);

            Assert.Equal(0, exit);
            Assert.Empty(error.ToString());
            var results = output.ToString().Split('\n').Select(l => l.TrimEnd('\r')).Where(l => l.StartsWith(MicroWorkerProtocol.Marker, StringComparison.Ordinal)).Select(MicroWorkerProtocol.Parse).ToList();
            Assert.Equal([3, 7], results.Select(r => r.Index));
            Assert.All(results, r => Assert.Equal(CellStatus.Failed, r.Cell.Status));
            Assert.Equal("Creating the adapter threw InvalidOperationException: reflection is off (SerBench.Serializers.SystemTextJson.StjAdapter)", results[0].Cell.Reason);
            Assert.Equal(("complex", Operations.RoundTrip, "stj"), (results[1].Cell.Payload, results[1].Cell.Operation, results[1].Cell.Serializer));
            Assert.Contains(MicroWorkerProtocol.Ready, output.ToString(), StringComparison.Ordinal);
        }
        finally
        {
            File.Delete(spec);
        }
    }

    [Fact]
    public void Any_other_setup_failure_still_ends_the_process_with_the_usage_code()
    {
        var spec = Path.GetTempFileName();
        try
        {
            new MicroWorkerSpec { Preset = Preset.Quick.Name, Serializer = "stj", Round = 1, Cells = [new MicroWorkerCell(0, "tiny", 1, Operations.Serialize)] }.Write(spec);
            var error = new StringWriter();

            var exit = MicroWorkerHost.Run(_ => throw new InvalidDataException("no catalog"), spec, new StringWriter(), error, CancellationToken.None);

            Assert.Equal(MicroWorkerHost.SetupFailed, exit);
            Assert.Contains("no catalog", error.ToString(), StringComparison.Ordinal);
        }
        finally
        {
            File.Delete(spec);
        }
    }
}
