namespace SerBench.Labs;

/// <summary>
/// Every lab, in the order their verbs, report sections and files appear: adding a lab is its folder and its line here.
/// </summary>
internal static class LabRegistry
{
    public static IReadOnlyList<ILab> All { get; } =
    [
        new Micro.MicroLab(),
        new Scale.ScaleLab(),
        new Scenarios.ScenariosLab(),
        new Ceiling.CeilingLab(),
        new Startup.StartupLab(),
        new Echo.EchoLab(),
        new Http.HttpLab(),
        new Robustness.RobustnessLab(),
        new Evolve.EvolveLab(),
    ];
}
