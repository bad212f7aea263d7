using SerBench.Payloads.Generators;
using SerBench.Payloads.Models;

namespace SerBench.Payloads;

/// <summary>The payloads of PAYLOADS.md, in the order reports list them.</summary>
public static class BuiltInPayloads
{
    public static Payload<TinyObject> Tiny { get; } =
        new(PayloadIds.Tiny, "Seed 001 Tiny: two ints", _ => SeedObjects.Tiny());

    public static Payload<SimpleObject> Simple { get; } =
        new(PayloadIds.Simple, "Seed 001 Simple: two ints, a 32-char name, an enum", _ => SeedObjects.Simple());

    public static Payload<ComplexObject> Complex { get; } =
        new(PayloadIds.Complex, "Seed 001 Complex: Simple + double, decimal, 3 children (Guid, DateTimes, float)", _ => SeedObjects.Complex());

    public static Payload<MessageEnvelope> Envelope { get; } =
        new(PayloadIds.Envelope, "Seed 002 echo envelope: Header, From, To; the rest default", _ => EnvelopeMessages.Echo());

    public static Payload<MessageEnvelope> EnvelopeFull { get; } =
        new(PayloadIds.EnvelopeFull, "Seed 002 envelope with every field set (3 key/value pairs)", _ => EnvelopeMessages.Full());

    public static Payload<Person> Person { get; } =
        new(PayloadIds.Person, "Seed 004 person: int.MinValue id, name, 1,000 chars, Guid", _ => PersonGenerator.Create());

    public static Payload<List<Customer>> Customers { get; } =
        new(PayloadIds.Customers, "Seed 003 OData customers (non-ASCII, escapes, nested addresses, untyped Misc)",
            CustomerGenerator.Create, new PayloadScale("customers", 100, 2_000_000, 360));

    public static Payload<GrainStateDocument> GrainState { get; } =
        new(PayloadIds.GrainState, "Seed 000 Orleans pub/sub grain state with N consumers",
            GrainStateGenerator.Create, new PayloadScale("consumers", 2_000, 1_000_000, 900));

    public static Payload<FloatVectors> Floats { get; } =
        new(PayloadIds.Floats, "Ceiling: one float[] of 3 × N values",
            FloatVectorGenerator.Create, new PayloadScale("points", 100_000, 100_000_000, 12));

    public static IReadOnlyList<PayloadDescriptor> All { get; } =
        [Tiny, Simple, Complex, Envelope, EnvelopeFull, Person, Customers, GrainState, Floats];
}
