#!/usr/bin/env bash
# The server's benchmark; not part of `swift test`. Run from the repository root:
#
#   Apps/Server/Benchmarks/run.sh [SECONDS]
#
# Builds in release mode and starts, on 127.0.0.1: catalog-server as it ships
# but in memory (--in-memory; response cache on), catalog-server with --cache-max-age 0 (every
# request runs the layers and SQLite), and the bare Hummingbird baseline that returns
# the same bytes without the layers. Drives the JSON list endpoint and the HTML list
# page of each with wrk (Debian's package) at 64 connections for SECONDS (default 10)
# each. Prints requests/s and latency percentiles, and each server's share of the
# baseline.
set -euo pipefail
cd "$(dirname "$0")/../../.."
seconds=${1:-10}
source Apps/Server/Benchmarks/common.sh

full_port=$(free_port)
"$bin/catalog-server" --hostname 127.0.0.1 --port "$full_port" --in-memory > "$work/full.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$full_port/health"
uncached_port=$(free_port)
"$bin/catalog-server" --hostname 127.0.0.1 --port "$uncached_port" --in-memory --cache-max-age 0 > "$work/uncached.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$uncached_port/health"
curl -fs "http://127.0.0.1:$full_port/api/v1/products" > "$work/list.json"
curl -fs "http://127.0.0.1:$full_port/products" > "$work/list.html"

bare_port=$(free_port)
"$bin/bare-server" "$bare_port" "$work/list.json" "$work/list.html" > "$work/bare.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$bare_port/products"

measure() { # measure URL: prints "requests/s p50 p99"
  wrk -t2 -c64 -d"${seconds}s" --latency "$1" | awk '
    /Requests\/sec/ { rps = $2 }
    /^ +50%/ { p50 = $2 }
    /^ +99%/ { p99 = $2 }
    END { print rps, p50, p99 }'
}

row() { printf '%-38s %12s %10s %10s\n' "$@"; }
ratio() { awk -v f="$2" -v b="$3" -v name="$1" 'BEGIN { printf "%-38s %11.2fx\n", name, f / b }'; }
row "endpoint" "requests/s" "p50" "p99"
for path in /api/v1/products /products; do
  read -r full_rps full_p50 full_p99 <<< "$(measure "http://127.0.0.1:$full_port$path")"
  read -r uncached_rps uncached_p50 uncached_p99 <<< "$(measure "http://127.0.0.1:$uncached_port$path")"
  read -r bare_rps bare_p50 bare_p99 <<< "$(measure "http://127.0.0.1:$bare_port$path")"
  row "full stack $path" "$full_rps" "$full_p50" "$full_p99"
  row "full stack, no cache $path" "$uncached_rps" "$uncached_p50" "$uncached_p99"
  row "bare handler $path" "$bare_rps" "$bare_p50" "$bare_p99"
  ratio "ratio $path" "$full_rps" "$bare_rps"
  ratio "ratio, no cache $path" "$uncached_rps" "$bare_rps"
done
