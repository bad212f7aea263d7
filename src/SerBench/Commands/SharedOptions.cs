namespace SerBench.Commands;

/// <summary>
/// The one definition of the options several verbs share (--serializers, --payloads, --sizes, --out, --preset,
/// --seed): name, value placeholder and the first half of the help text come from here, and each verb adds only
/// what differs for it (its default, what it writes). A test walks every verb and holds them to it.
/// </summary>
internal static class SharedOptions
{
    public const string ListHelpName = "ID,…";
    public const string SizesHelpName = "a,b,c";
    public const string FolderHelpName = "DIR";
    public const string SeedHelpName = "N";
    public const string DefaultOutput = "results/<UTC yyyyMMdd-HHmmss>/";

    public const string SerializersText = "Comma-separated serializer ids (see 'serbench list')";
    public const string PayloadsText = "Comma-separated payload ids (see 'serbench list')";
    public const string SizesText = "Comma-separated sizes for scalable payloads (customers, consumers, points)";
    public const string OutText = "Folder for ";

    /// <summary>What --serializers takes besides ids, in every verb that measures the lab's rows.</summary>
    public const string AllRowsText = "or 'all' for every installed row";

    /// <summary>The rows a verb measures without --serializers: the default run's.</summary>
    public const string DefaultRosterText = "one row per library, in its users' usual configuration ('serbench list' marks the variants left out)";

    /// <param name="more">What else the verb takes besides ids (e.g. "'all' for every installed row"), or null.</param>
    /// <param name="defaults">What the verb measures without the option.</param>
    public static Option<string?> Serializers(string? more, string defaults) => new("--serializers")
    {
        Description = $"{SerializersText}{(more is null ? string.Empty : ", " + more)}. Default: {defaults}",
        HelpName = ListHelpName,
    };

    public static Option<string?> Payloads(string defaults) => new("--payloads")
    {
        Description = $"{PayloadsText}. Default: {defaults}",
        HelpName = ListHelpName,
    };

    public static Option<string?> Sizes(string defaults) => new("--sizes")
    {
        Description = $"{SizesText}; each is its own payload size. Fixed payloads ignore it. Default: {defaults}",
        HelpName = SizesHelpName,
    };

    /// <param name="writes">What goes into the folder, e.g. "run.json and the reports".</param>
    /// <param name="defaults">The folder used without the option.</param>
    public static Option<string?> Out(string writes, string defaults = DefaultOutput) => new("--out")
    {
        Description = $"{OutText}{writes}; must not exist or be empty. Default: {defaults}",
        HelpName = FolderHelpName,
    };

    /// <param name="orders">What the seed decides, e.g. "the shuffled measuring order".</param>
    /// <param name="defaults">The seed used without the option.</param>
    public static Option<string?> Seed(string orders, string defaults) => new("--seed")
    {
        Description = $"Seed of {orders} (printed and stored in run.json); the same seed gives the same again. Default: {defaults}",
        HelpName = SeedHelpName,
    };

    public static Option<string?> Preset(IEnumerable<string> names, string meanings, string defaultName) => new("--preset")
    {
        Description = $"How to measure: {meanings}. Default: {defaultName}.",
        HelpName = string.Join('|', names),
    };
}
