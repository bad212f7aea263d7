namespace SerBench.Tests.Reports.Browser;

/// <summary>Where tests leave files for people to look at: TestResults/ at the repository root (ignored by git, kept by CI), else the test's output folder.</summary>
internal static class TestArtifacts
{
    public static string Folder(string name)
    {
        var root = RepositoryRoot();
        var folder = root is null ? Path.Combine(AppContext.BaseDirectory, "artifacts", name) : Path.Combine(root, "TestResults", name);
        Directory.CreateDirectory(folder);
        return folder;
    }

    /// <summary>The folder holding SerBench.slnx above the test assembly, or null outside a checkout.</summary>
    public static string? RepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "SerBench.slnx")))
            {
                return dir.FullName;
            }
        }

        return null;
    }
}
