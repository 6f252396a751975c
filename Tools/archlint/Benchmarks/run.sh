#!/usr/bin/env bash
# archlint's benchmark; not part of `swift test`. Run from the repository root:
#
#   Tools/archlint/Benchmarks/run.sh
#
# 1. A synthetic package of about 1,000,000 lines in 120 targets: archlint's wall time
#    (release build, warm cache, best of 9) next to the floor any correct tool pays,
#    evaluating the manifest (swift package describe --type json) plus reading every
#    source byte once (cat).
#    The same in a debug build, and what each build of archlint costs from clean, so
#    that end to end (build, then run once) can be compared.
# 2. A smaller package (12 targets, ~12,000 lines): archlint against
#    swift build --explicit-target-dependency-import-check=error from a clean build.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

best_of() { # best_of N command... : prints the fastest wall time in seconds
  local runs=$1; shift
  local best=""
  for _ in $(seq "$runs"); do
    local start end elapsed
    start=$(date +%s.%N)
    "$@" > /dev/null 2>&1 || true
    end=$(date +%s.%N)
    elapsed=$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')
    if [ -z "$best" ] || awk -v e="$elapsed" -v b="$best" 'BEGIN { exit !(e < b) }'; then best=$elapsed; fi
  done
  printf '%.3f' "$best"
}

seconds_of() { # seconds_of command...: prints the wall time of one run
  local start end
  start=$(date +%s.%N)
  "$@" > /dev/null 2>&1
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }'
}

echo "Building archlint from clean, in release and debug mode…"
release_build=$(seconds_of swift build -c release --package-path Tools/archlint --scratch-path "$work/release" --product archlint)
debug_build=$(seconds_of swift build --package-path Tools/archlint --scratch-path "$work/debug" --product archlint)
archlint=$(swift build -c release --package-path Tools/archlint --scratch-path "$work/release" --show-bin-path)/archlint
debug_archlint=$(swift build --package-path Tools/archlint --scratch-path "$work/debug" --show-bin-path)/archlint

big="$work/big"
python3 Tools/archlint/Benchmarks/generate_package.py "$big" 120 21 400
lines=$(find "$big/Sources" -name '*.swift' -print0 | xargs -0 cat | wc -l)
files=$(find "$big/Sources" -name '*.swift' | wc -l)
echo "Synthetic package: $files files, $lines lines, 120 targets"

floor_once() {
  swift package --package-path "$big" describe --type json > /dev/null
  find "$big/Sources" -name '*.swift' -print0 | xargs -0 cat > /dev/null
}
floor_once; "$archlint" --package-path "$big" > /dev/null # warm caches
floor=$(best_of 9 floor_once)
lint=$(best_of 9 "$archlint" --package-path "$big")
echo "floor (describe + cat): ${floor}s"
echo "archlint:               ${lint}s ($(awk -v l="$lint" -v f="$floor" 'BEGIN { printf "%.2f", l / f }')x the floor)"
debug_lint=$(best_of 9 "$debug_archlint" --package-path "$big")
echo "archlint, debug build:  ${debug_lint}s"
echo "build from clean: release ${release_build}s, debug ${debug_build}s"

small="$work/small"
python3 Tools/archlint/Benchmarks/generate_package.py "$small" 12 5 200
small_lint=$(best_of 3 "$archlint" --package-path "$small")
start=$(date +%s.%N)
swift build --package-path "$small" --explicit-target-dependency-import-check=error > /dev/null 2>&1 || true
end=$(date +%s.%N)
build=$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')
echo "small package: archlint ${small_lint}s, clean build with the import check $(printf '%.1f' "$build")s ($(awk -v b="$build" -v l="$small_lint" 'BEGIN { printf "%.0f", b / l }')x slower)"
