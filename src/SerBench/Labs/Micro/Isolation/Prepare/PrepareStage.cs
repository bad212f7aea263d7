namespace SerBench.Labs.Micro;

/// <summary>
/// Prepare: refuses a plan that would time a Debug build, fixes the run's seed and its cells' places, and tells the
/// display how many measurements the rounds take and how the run will be measured.
/// </summary>
internal sealed class PrepareStage(IRunObserver observer, MeasurementRecorder summary)
{
    public PreparedRun Run(MicroRunPlan plan)
    {
        OptimizationCheck.EnsureOptimized(plan.Preset, plan.Serializers.Select(s => s.GetType().Assembly).Distinct());
        var run = new PreparedRun(plan, plan.Seed ?? RunOrder.NewSeed(), PlanCells(plan));
        observer.Planned(run.FirstRounds);
        observer.Measured(summary.Of(run, [], [], stoppedRemeasuring: null));
        return run;
    }

    /// <summary>Every cell of the plan, in plan order (its index is its place in the run's reports).</summary>
    private static List<PlanCell> PlanCells(MicroRunPlan plan) =>
        [.. PlannedPair.InPlanOrder(plan)
            .SelectMany(p => p.Operations.Select(op => (p, op)))
            .Select((x, i) => new PlanCell(x.p.Serializer.Info.Id, new MicroWorkerCell(i, x.p.Payload.Payload.Id, x.p.Payload.Size, x.op)))];
}
