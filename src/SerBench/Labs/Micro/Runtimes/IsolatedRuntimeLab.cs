using System.Diagnostics;
using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro.Runtimes;

/// <summary>The isolated micro lab (rounds, canary, re-measuring) with the runtime's worker program as its measuring process.</summary>
internal sealed class IsolatedRuntimeLab : IRuntimeLab
{
    public RuntimeLabOutcome Run(MicroRunPlan plan, string workerProgram, IRunObserver observer, CancellationToken cancellationToken)
    {
        var launcher = new MicroWorkerProcess(arguments => StartInfo(workerProgram, arguments));
        var cells = new IsolatedMicroLab(launcher, new Canary(), InterferencePolicy.Default, warmsLabSide: true).Run(plan, observer, cancellationToken);
        return new RuntimeLabOutcome(cells, launcher.ReportedRuntime);
    }

    /// <summary>The published program itself: self-contained or native, it needs no dotnet host.</summary>
    internal static ProcessStartInfo StartInfo(string program, IEnumerable<string> arguments)
    {
        var info = new ProcessStartInfo(program)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        return info;
    }
}
