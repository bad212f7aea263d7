namespace SerBench.Labs.Evolve;

/// <summary>Runs every scenario against every serializer in both directions, then checks each row's declared "version tolerant" trait against the result.</summary>
internal static class EvolveRunner
{
    public static EvolveSection Run(IReadOnlyList<ISerializerAdapter> serializers, IReadOnlyList<EvolveScenario>? scenarios = null)
    {
        scenarios ??= EvolveScenarios.All;
        var cells = new List<EvolveCellRecord>();
        foreach (var adapter in serializers)
        {
            foreach (var scenario in scenarios)
            {
                cells.Add(scenario.Run(adapter, EvolveOutcomes.OldToNew));
                cells.Add(scenario.Run(adapter, EvolveOutcomes.NewToOld));
            }
        }

        var counted = scenarios.Where(s => s.CountsForTolerance).Select(s => s.Id).ToHashSet(StringComparer.Ordinal);
        return new EvolveSection
        {
            Scenarios = [.. scenarios.Select(s => s.ToRecord())],
            Cells = cells,
            Traits = [.. serializers.Select(s => Trait(s.Info, cells.Where(c => c.Serializer == s.Info.Id && counted.Contains(c.Scenario)).ToList()))],
        };
    }

    /// <summary>Earned when every tolerance cell the row could take works; unknown when it took none.</summary>
    public static EvolveTraitRecord Trait(SerializerInfo info, IReadOnlyList<EvolveCellRecord> toleranceCells)
    {
        var declared = info.Traits.VersionTolerant;
        var measured = toleranceCells.Where(c => c.Outcome != EvolveOutcomes.Unsupported).ToList();
        if (measured.Count == 0)
        {
            return new EvolveTraitRecord(info.Id, declared.Value, declared.Reason, null, true, "not measured: the row takes none of the evolve types");
        }

        var failing = measured.Where(c => c.Outcome != EvolveOutcomes.Works).ToList();
        var earned = failing.Count == 0;
        var basis = earned
            ? $"fields added, removed and reordered work both ways ({measured.Count} of {toleranceCells.Count} cells measured)"
            : string.Join("; ", failing.Select(c => $"{c.Scenario} {c.Direction}: {c.Outcome}"));
        return new EvolveTraitRecord(info.Id, declared.Value, declared.Reason, earned, earned == declared.Value, basis);
    }
}
