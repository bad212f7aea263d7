using SerBench.Labs.Ceiling;
using SerBench.Labs.Echo;
using SerBench.Labs.Evolve;
using SerBench.Labs.Http;
using SerBench.Labs.Micro;
using SerBench.Labs.Robustness;
using SerBench.Labs.Scale;
using SerBench.Labs.Scenarios;
using SerBench.Labs.Startup;

namespace SerBench.Labs;

/// <summary>Every lab, in the order their verbs, report sections and files appear.</summary>
internal static class LabRegistry
{
    public static IReadOnlyList<ILab> All { get; } =
    [
        new MicroLab(),
        new ScaleLab(),
        new ScenariosLab(),
        new CeilingLab(),
        new StartupLab(),
        new EchoLab(),
        new HttpLab(),
        new RobustnessLab(),
        new EvolveLab(),
    ];
}
