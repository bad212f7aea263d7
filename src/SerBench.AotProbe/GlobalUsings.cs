global using System.Globalization;
global using SerBench.Adapters;
global using SerBench.Payloads;
