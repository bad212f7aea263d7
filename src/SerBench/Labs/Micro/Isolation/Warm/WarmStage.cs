using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>
/// Warm: the lab's own work on a reported cell compiled before the first measuring process starts (see
/// <see cref="LabSideWarmup"/>), when the lab is asked to and the preset measures. Each measuring process warms its own
/// pairs itself.
/// </summary>
internal static class WarmStage
{
    public static PreparedRun Run(PreparedRun run, bool warmsLabSide, RunJudge rules)
    {
        if (warmsLabSide && !run.Preset.IsSmoke)
        {
            LabSideWarmup.Run(rules);
        }

        return run;
    }
}
