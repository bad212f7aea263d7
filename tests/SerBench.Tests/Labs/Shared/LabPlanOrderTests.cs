using SerBench.Labs.Ceiling;
using SerBench.Labs.Scale;
using SerBench.Labs.Scenarios;
using SerBench.Labs.Shared;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Labs.Shared;

/// <summary>
/// The sweep labs name their cells up front for the time-left estimate: the cells they name are the cells they measure,
/// in that order (real engine, dry preset, tiny sizes).
/// </summary>
[Collection(InProcessMicroLabCollection.Name)]
public sealed class LabPlanOrderTests
{
    [Fact]
    public void Scale_measures_the_cells_it_planned_in_their_order()
    {
        var plan = new ScalePlan(LabPreset.Dry, [LabHarness.Installed("stj"), LabHarness.Installed("protobuf")], BuiltInPayloads.GrainState, [5, 10], 10);
        var observer = new Recorder();

        new ScaleSweep().Run(plan, observer, CancellationToken.None);

        Assert.Equal(plan.Cells, observer.Planned);
        Assert.Equal(plan.Cells, observer.Started);
        Assert.Contains(new PlannedCell("protobuf", PayloadIds.GrainState, 10, ScalePlan.FiveRoundTrips), observer.Started);
    }

    [Fact]
    public void Ceiling_measures_the_cells_it_planned_in_their_order()
    {
        var plan = new CeilingPlan(LabPreset.Dry, [LabHarness.Installed("stj")], BuiltInPayloads.Floats, [10, 20]);
        var observer = new Recorder();

        new CeilingSweep().Run(plan, observer, CancellationToken.None);

        Assert.Equal(plan.Cells, observer.Planned);
        Assert.Equal(plan.Cells, observer.Started);
        Assert.Equal(2 * (2 + 2), observer.Started.Count);
    }

    [Fact]
    public void Scenarios_measure_the_cells_they_planned_in_their_order()
    {
        var plan = new ScenarioPlan(LabPreset.Dry, [LabHarness.Installed("stj"), LabHarness.Installed("protobuf")], [BuiltInPayloads.Tiny, BuiltInPayloads.Simple]);
        var observer = new Recorder();

        new ScenarioSweep().Run(plan, observer, CancellationToken.None);

        Assert.Equal(plan.Cells, observer.Planned);
        Assert.Equal(plan.Cells, observer.Started);
    }

    /// <summary>Keeps the plan the lab named and every cell as it starts, with the size its record gives.</summary>
    private sealed class Recorder : IRunObserver
    {
        private readonly List<(string Serializer, string Payload, string Operation)> _starting = [];
        private readonly Dictionary<int, CellRecord> _completed = [];

        public IReadOnlyList<PlannedCell> Planned { get; private set; } = [];

        public List<PlannedCell> Started =>
            [.. _starting.Select((s, i) => new PlannedCell(s.Serializer, s.Payload, _completed[i].PayloadSize, s.Operation))];

        void IRunObserver.Planned(int totalCells) => throw new InvalidOperationException("The sweep labs name their cells.");

        void IRunObserver.Planned(IReadOnlyList<PlannedCell> cells) => Planned = cells;

        public void CellStarting(int index, string serializer, string payload, string operation)
        {
            Assert.Equal(_starting.Count, index);
            _starting.Add((serializer, payload, operation));
        }

        public void CellCompleted(int index, CellRecord cell) => _completed[index] = cell;
    }
}
