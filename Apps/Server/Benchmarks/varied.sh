#!/usr/bin/env bash
# The server's benchmark over many distinct URLs; not part of `swift test`. From the
# repository root:
#
#   Apps/Server/Benchmarks/varied.sh [SECONDS] [RUNS]
#
# Builds in release mode and starts, on 127.0.0.1, catalog-server as it ships (response
# cache on, 1 s), catalog-server with --cache-max-age 0, the same reading on its writer
# alone (--read-connections 0, as before reads had connections of their own), each on
# a seeded SQLite file, and the bare Hummingbird baseline answering with fixed bytes. Drives each with wrk
# (Debian's package; 64 connections, 2 threads) for SECONDS (default 10) per mix, RUNS
# times (default 3), over four mixes: the JSON list and the HTML list, each cycling
# through about 4,000 distinct queries (urls.py: search words, categories, sorts, pages
# and page sizes, seeded), and the JSON and HTML product pages over all 600 ids. Prints
# each row's median requests/s with the spread over the runs, its median p99, and its
# share of the bare handler's median.
set -euo pipefail
cd "$(dirname "$0")/../../.."
seconds=${1:-10}
runs=${2:-3}
here=Apps/Server/Benchmarks
source "$here/common.sh"
python3 "$here/urls.py" "$work"
start_catalog() { # start_catalog NAME ARGS…: prints the port
  local port
  port=$(free_port)
  "$bin/catalog-server" --hostname 127.0.0.1 --port "$port" --database "$work/$1.sqlite" "${@:2}" > "$work/$1.log" 2>&1 &
  pids+=($!)
  echo "$port"
}

shipped=$(start_catalog shipped)
uncached=$(start_catalog uncached --cache-max-age 0)
single=$(start_catalog single --cache-max-age 0 --read-connections 0)
wait_for "http://127.0.0.1:$shipped/products" # the first request creates and seeds the database
wait_for "http://127.0.0.1:$uncached/products"
wait_for "http://127.0.0.1:$single/products"
curl -fs "http://127.0.0.1:$shipped/api/v1/products" > "$work/list.json"
curl -fs "http://127.0.0.1:$shipped/products" > "$work/list.html"
curl -fs "http://127.0.0.1:$shipped/api/v1/products/42" > "$work/detail.json"
curl -fs "http://127.0.0.1:$shipped/products/42" > "$work/detail.html"
bare=$(free_port)
"$bin/bare-server" "$bare" "$work/list.json" "$work/list.html" "$work/detail.json" "$work/detail.html" > "$work/bare.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$bare/products/1"

measure() { # measure PORT FILE PREFIX: prints "requests/s p99-in-ms non-2xx-answers"
  wrk -t2 -c64 -d"${seconds}s" --latency -s "$here/varied.lua" "http://127.0.0.1:$1" -- "$2" "$3" | awk '
    function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
    /Requests\/sec/ { rps = $2 }
    /^ +99%/ { p99 = ms($2) }
    /Non-2xx or 3xx responses/ { errors = $5 }
    END { print rps, p99, errors + 0 }'
}

mixes=("JSON list|$work/list.txt|/api/v1/products?" "HTML list|$work/list.txt|/products?"
       "JSON product|$work/ids.txt|/api/v1/products/" "HTML product|$work/ids.txt|/products/")
servers=("as shipped|$shipped" "no cache|$uncached" "no cache, one connection|$single" "bare handler|$bare")
for run in $(seq "$runs"); do
  echo "Run $run of $runs…" >&2
  for mix in "${mixes[@]}"; do
    IFS='|' read -r mix_name file prefix <<< "$mix"
    for server in "${servers[@]}"; do
      IFS='|' read -r server_name port <<< "$server"
      echo "$mix_name|$server_name|$(measure "$port" "$file" "$prefix")" >> "$work/results.txt"
    done
  done
done

python3 - "$work/results.txt" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    mix, server, numbers = line.rstrip("\n").split("|")
    rps, p99, errors = (float(x) for x in numbers.split())
    if errors:
        print(f"warning: {mix}, {server}: {errors:.0f} answers were not 2xx", file=sys.stderr)
    rows.setdefault((mix, server), []).append((rps, p99))
print(f"| mix | server | req/s (median, min–max) | p99 ms (median) | share of bare |")
print(f"|---|---|---:|---:|---:|")
for (mix, server), values in rows.items():
    rates = [v[0] for v in values]
    bare = statistics.median(r for r, _ in rows[(mix, "bare handler")])
    share = "" if server == "bare handler" else f"{statistics.median(rates) / bare:.2f}x"
    print(f"| {mix} | {server} | {statistics.median(rates):,.0f} ({min(rates):,.0f}–{max(rates):,.0f}) "
          f"| {statistics.median(v[1] for v in values):.1f} | {share} |")
PY
