#!/usr/bin/env bash
# Regenerates the FlatBuffers row's twin types: compiles every src/SerBench.Serializers/FlatBuffers/Idl/*.fbs with
# `flatc --csharp --gen-object-api --gen-onefile` and writes one C# file per schema into
# src/SerBench.Serializers/FlatBuffers/Generated (or OUT_DIR).
# The committed files come from flatc 25.2.10, the version of the Google.FlatBuffers runtime the row runs on: the
# generated code calls FlatBufferConstants.FLATBUFFERS_25_2_10(), which only that runtime has. Debian's packages
# offer flatc 2.0.8 only, whose code does not compile against it; flatc 25.2.10 builds from its source
# (the v25.2.10 tag of google/flatbuffers) with cmake and a C++ compiler:
#   cmake -S flatbuffers -B build -DFLATBUFFERS_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=Release && make -C build flatc
# Another compiler version writes other code, so the script refuses it rather than churn the committed files.
#
# Usage: FLATC=/path/to/flatc tools/generate-flatbuffers.sh [OUT_DIR]   (FLATC defaults to flatc on PATH)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
idl="$root/src/SerBench.Serializers/FlatBuffers/Idl"
out="${1:-$root/src/SerBench.Serializers/FlatBuffers/Generated}"
flatc="${FLATC:-flatc}"
expected="25.2.10"

if ! command -v "$flatc" >/dev/null 2>&1; then
  echo "generate-flatbuffers: $flatc not found; build flatc $expected from its source (see this script's header) and set FLATC" >&2
  exit 3
fi

version="$("$flatc" --version | awk '{print $3}')"
if [ "$version" != "$expected" ]; then
  echo "generate-flatbuffers: flatc $version found, but the committed code is from $expected; use that compiler" >&2
  exit 4
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# --gen-object-api: the XxxT classes with Pack and UnPack, which the row times (see FlatBuffersRows.Timing).
# --gen-onefile: one file per schema, named after it (common_generated.cs, ...), so the folder stays flat.
"$flatc" --csharp --gen-object-api --gen-onefile -o "$work" "$idl"/*.fbs

# Only generated .cs files are replaced: the folder's hand-written .editorconfig stays.
mkdir -p "$out"
find "$out" -maxdepth 1 -name '*.cs' -delete
cp "$work"/*.cs "$out"/
