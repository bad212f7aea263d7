namespace SerBench.Serializers.Mongo.GrainState.Provider;

/// <summary>
/// The one version of Orleans.Providers.MongoDB (OrleansContrib, MIT licence) that the files of this folder reproduce, as
/// SerBench's copies of its grain-state serializers: the package is not on this machine's package source. Each file names
/// the provider's file it follows; a change to one must follow the same file at this commit.
/// </summary>
internal static class ProviderSource
{
    public const string Version = "9.3.0";

    public const string Tag = "v9.3.0";

    public const string Commit = "c1e8ecab3b9698739c9c4ec2049bfdf27113e1a4";

    /// <summary>How the rows' notes name it.</summary>
    public const string Name = "Orleans.Providers.MongoDB " + Version + " (tag " + Tag + ", commit " + Commit + ")";
}
