using MyLab;
using MyLab.Codec;
using SerBench;
using SerBench.Payloads;

// Everything SerBench offers (run, list, report, every lab and option), on this project's types and codec.
return SerBenchApp.Run(args, lab => lab
    .AddPayload("orders", Orders.Sample, "One order: lines, an enum, a nullable date, Dictionary<string,int>, decimals")
    .AddPayload("orders-n", Orders.Many, new PayloadScale("orders", 100, 100_000, 260), "N orders")
    .AddSerializer<OrderBinaryAdapter>());
