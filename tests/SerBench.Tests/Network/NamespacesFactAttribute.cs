namespace SerBench.Tests.Network;

/// <summary>A fact that needs Linux network namespaces (root and iproute2's ip and tc); skipped, saying why, elsewhere.</summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class NamespacesFactAttribute : FactAttribute
{
    public NamespacesFactAttribute(bool needsWrk = false)
    {
        if (!OperatingSystem.IsLinux())
        {
            Skip = "Network namespaces are Linux only: the two-host test runs on Linux as root.";
        }
        else if (Environment.UserName != "root")
        {
            Skip = "Creating network namespaces needs root: run the tests as root (CI does) for the two-host test.";
        }
        else if (TwoHosts.Tool("ip") is null || TwoHosts.Tool("tc") is null)
        {
            Skip = "iproute2's ip and tc were not found: install it (apt-get install -y iproute2; .ci/run does) for the two-host test.";
        }
        else if (needsWrk && SerBench.Labs.Http.WrkTool.Find() is null)
        {
            Skip = "wrk was not found: install it (apt-get install -y wrk; .ci/run does) for the HTTP half of the two-host test.";
        }
        else if (TwoHosts.CannotCreate() is { } reason)
        {
            Skip = "This machine does not let the tests create network namespaces (" + reason + "): the two-host test needs root with CAP_NET_ADMIN.";
        }
    }
}
