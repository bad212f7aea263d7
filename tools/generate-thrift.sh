#!/usr/bin/env bash
# Regenerates the Apache Thrift rows' twin types: compiles every src/SerBench.Serializers/Thrift/Idl/*.thrift with
# `thrift --gen netstd:no_deepcopy` and writes the C# files, flat, into src/SerBench.Serializers/Thrift/Generated (or OUT_DIR).
# The committed files come from Debian's thrift-compiler 0.17.0 (apt-get install -y thrift-compiler); another
# compiler version writes other code, so the script refuses it rather than churn the committed files.
# A test (ThriftGeneratedCodeTests) runs this script into a temporary folder and requires the committed bytes.
#
# Usage: tools/generate-thrift.sh [OUT_DIR]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
idl="$root/src/SerBench.Serializers/Thrift/Idl"
out="${1:-$root/src/SerBench.Serializers/Thrift/Generated}"
expected="0.17.0"

if ! command -v thrift >/dev/null 2>&1; then
  echo "generate-thrift: the thrift compiler is not on PATH; install it (Debian: apt-get install -y thrift-compiler)" >&2
  exit 3
fi

version="$(thrift --version | awk '{print $3}')"
if [ "$version" != "$expected" ]; then
  echo "generate-thrift: thrift $version found, but the committed code is from $expected; use that compiler" >&2
  exit 4
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# no_deepcopy: each .thrift file gets its own static class of collection helpers in the one namespace, and their
# DeepCopy(List<string>) / DeepCopy(Dictionary<string, string>) extensions would make calls ambiguous (CS0121).
# The rows never deep-copy a twin.
for file in "$idl"/*.thrift; do
  thrift --gen netstd:no_deepcopy -out "$work" "$file"
done

# The compiler nests its output by namespace (SerBench/Serializers/Thrift/Twins/); the committed folder is flat.
# Only generated .cs files are replaced: the folder's hand-written .editorconfig stays.
mkdir -p "$out"
find "$out" -maxdepth 1 -name '*.cs' -delete
find "$work" -name '*.cs' -exec cp {} "$out"/ \;
