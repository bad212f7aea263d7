return SerBench.SerBenchApp.Run(args);
