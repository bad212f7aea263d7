namespace SerBench.Labs.Micro;

internal static class PlanExtensions
{
    /// <summary>Cells the plan visits: serializers × sized payloads × operations (unsupported ones included).</summary>
    public static int CellCount(this MicroRunPlan plan) => plan.Serializers.Count * plan.Payloads.Count * plan.Operations.Count;
}
