global using SerBench.Adapters;
global using SerBench.Payloads;
