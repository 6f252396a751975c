#!/usr/bin/env bash
# Where an uncached request's CPU goes, layer by layer; not part of `swift test`. From
# the repository root:
#
#   Apps/Server/Benchmarks/layers.sh [SECONDS]
#
# Builds in release mode and starts catalog-server with --cache-max-age 0 and the flat
# peer on seeded SQLite files. For each of the four mixes of varied.sh, loads each server
# with wrk for SECONDS (default 10) while `perf record` samples it, then attributes each
# sample to the module whose code was running (a Swift symbol names its module; C
# symbols name their library) and prints, per mix and server, the CPU microseconds a
# request costs in each layer: the template's own modules one by one, and what both
# servers share (SQLite, the HTTP server, Foundation and the standard library, the
# kernel). Needs perf (Debian's linux-perf) and ss; perf_event_paranoid at 1 or lower
# (or root) for the kernel's share: at 2, perf samples user space only.
set -euo pipefail
cd "$(dirname "$0")/../../.."
seconds=${1:-10}
here=Apps/Server/Benchmarks
command -v perf > /dev/null || { echo "perf is needed: apt-get install linux-perf" >&2; exit 2; }
command -v ss > /dev/null || { echo "ss is needed: apt-get install iproute2" >&2; exit 2; }
source "$here/common.sh"
python3 "$here/urls.py" "$work"
start_app uncached uncached --database "$work/uncached.sqlite" --cache-max-age 0
start_app seeder seeder --database "$work/flat.sqlite" --cache-max-age 0
wait_for "http://127.0.0.1:$uncached/products"
wait_for "http://127.0.0.1:$seeder/products" # seeds the flat peer's file
start_flat flat "$work/flat.sqlite"

# profile NAME PORT FILE PREFIX: wrk on PORT over PREFIX + each line of FILE while perf
# samples the server; appends "mix|server|requests|perf script file" to $work/profiles.txt.
profile() {
  local pid
  pid=$(ss -ltnpH "sport = :$2" | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -1)
  perf record -q -g -F 1999 -p "$pid" -o "$work/$1.data" -- sleep "$seconds" 2> /dev/null &
  local recorder=$!
  local result
  result=$(measure "$2" "$3" "$4")
  wait "$recorder"
  perf script --no-demangle -F ip,sym,dso -i "$work/$1.data" 2> /dev/null > "$work/$1.txt"
  echo "$mix_name|$server_name|$(awk -v s="$seconds" '{ print int($1 * s) }' <<< "$result")|$work/$1.txt" >> "$work/profiles.txt"
}

mixes=("JSON list|$work/list.txt|/api/v1/products?" "HTML list|$work/list.txt|/products?"
       "JSON product|$work/ids.txt|/api/v1/products/" "HTML product|$work/ids.txt|/products/")
index=0
for mix in "${mixes[@]}"; do
  IFS='|' read -r mix_name file prefix <<< "$mix"
  for server in "template, no cache|$uncached" "flat peer|$flat"; do
    IFS='|' read -r server_name port <<< "$server"
    index=$((index + 1))
    echo "Profiling $server_name, $mix_name…" >&2
    profile "profile-$index" "$port" "$file" "$prefix"
  done
done

python3 - "$work/profiles.txt" "$seconds" <<'PY'
import re, sys
# Each Swift module the template is made of, in the order a request crosses them, then
# what the template and the flat peer share.
LAYERS = [
    ("Server app (CatalogServer)", {"CatalogServer"}),
    ("Generated server (APIContract, OpenAPIRuntime)", {"APIContract", "OpenAPIRuntime", "OpenAPIHummingbird"}),
    ("Web API (WebAPI)", {"WebAPI"}),
    ("Presentation", {"Presentation"}),
    ("Composition", {"Composition"}),
    ("Domain", {"Domain"}),
    ("Data (repositories, store)", {"DataLayer"}),
    ("Flat peer's handlers", {"flat_server"}),
    ("SQLite", {"sqlite"}),
    ("HTTP server (Hummingbird, SwiftNIO)", {"Hummingbird", "HummingbirdCore", "HummingbirdHTTP1", "HummingbirdAuth", "NIOCore", "NIOPosix", "NIOHTTP1", "NIOHTTPTypes", "NIOHTTPTypesHTTP1", "NIOExtras", "HTTPTypes", "Logging", "ServiceLifecycle", "NIOConcurrencyHelpers"}),
    ("Foundation", {"Foundation", "FoundationEssentials", "FoundationInternationalization", "CoreFoundation"}),
    ("Standard library, runtime, allocator", {"swift", "libc"}),
    ("Kernel", {"kernel"}),
]
MODULE = re.compile(r"\$s(\d+)([A-Za-z_][A-Za-z0-9_]*)")

def module(symbol, dso):
    if dso.startswith("[kernel") or symbol.startswith("[k]"):
        return "kernel"
    if "sqlite" in dso:
        return "sqlite"
    library = dso.rsplit("/", 1)[-1]
    if "libswiftCore" in library or "libswift_Concurrency" in library or library.startswith("libc") or "ld-linux" in library or "libstdc++" in library:
        return "swift" if "swift" in library else "libc"
    if "Foundation" in dso:
        return "Foundation"
    match = MODULE.match(symbol)
    if match:
        length = int(match.group(1))
        name = match.group(2)[:length]
        return name
    if symbol.startswith("$sS") or symbol.startswith("swift_") or symbol in ("malloc", "free", "memmove", "memcpy", "memset") or symbol.startswith("_int_") or symbol.startswith("__"):
        return "swift"
    if symbol.startswith("sqlite3"):
        return "sqlite"
    return "other"

layer_of = {name: layer for layer, names in LAYERS for name in names}
def samples(path):
    """Each sample's frames, innermost first, as (symbol, dso)."""
    frames = []
    for line in open(path, errors="replace"):
        parts = line.split()
        if not parts:
            if frames:
                yield frames
            frames = []
            continue
        dso = parts[-1].strip("()") if parts[-1].startswith("(") else "?"
        frames.append((parts[1] if len(parts) > 2 else "?", dso))
    if frames:
        yield frames

# A sample is charged to the innermost frame that is not the standard library, the
# runtime or the C library: time spent there (allocation, reference counting, generic
# code) is spent on behalf of the module that called it.
SHARED = {"swift", "libc", "other"}
rows = {}
order = []
for line in open(sys.argv[1]):
    mix, server, requests, path = line.rstrip("\n").split("|")
    counts = {}
    total = 0
    for frames in samples(path):
        modules = [module(symbol, dso) for symbol, dso in frames]
        charged = next((name for name in modules if name not in SHARED), modules[0])
        layer = layer_of.get(charged, "Other")
        counts[layer] = counts.get(layer, 0) + 1
        total += 1
    # perf samples at 1999 Hz per CPU the server ran on: each sample is 1/1999 s of CPU.
    microseconds_per_sample = 1e6 / 1999
    requests = max(int(requests), 1)
    rows[(mix, server)] = {layer: count * microseconds_per_sample / requests for layer, count in counts.items()}
    rows[(mix, server)]["Total"] = total * microseconds_per_sample / requests
    if mix not in order:
        order.append(mix)
servers = ["template, no cache", "flat peer"]
layers = [layer for layer, _ in LAYERS] + ["Other", "Total"]
print("CPU µs per request, by the module on whose behalf it ran (one run; `perf record -g` at 1999 Hz)\n")
print("| layer | " + " | ".join(f"{mix}: template | {mix}: flat" for mix in order) + " |")
print("|---|" + "---:|" * (2 * len(order)))
for layer in layers:
    cells = []
    for mix in order:
        for server in servers:
            value = rows.get((mix, server), {}).get(layer, 0)
            cells.append(f"{value:.0f}" if value >= 0.5 else "")
    if any(cells):
        print(f"| {layer} | " + " | ".join(cells) + " |")
PY
