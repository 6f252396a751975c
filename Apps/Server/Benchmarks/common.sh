# What the benchmarks share; sourced from the repository root. Sets `work` (a
# temporary folder), `pids` (servers to stop on exit) and `bin` (the release build),
# and defines free_port, wait_for, start_app, start_bare, start_flat, same_answers,
# measure, measure_pair, run_mixes and summarize.
command -v wrk > /dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

echo "Building in release mode…"
swift build -c release --product catalog-server > /dev/null
swift build -c release --product bare-server > /dev/null
# sample:begin
swift build -c release --product flat-server > /dev/null
# sample:end
bin=$(swift build -c release --show-bin-path)
# wrk's connections stand for many clients, all from 127.0.0.1, which the server would
# count as one and hold to --max-requests-per-client: each is a client of its own here.
export CATALOG_MAX_REQUESTS_PER_CLIENT=1000000

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# Polls a starting server, up to 30 s: it has no other way to say it is ready.
wait_for() { for _ in $(seq 300); do curl -fs "$1" > /dev/null && return 0; sleep 0.1; done; echo "no answer from $1" >&2; exit 1; }

# start_app VAR NAME ARGS…: starts catalog-server with ARGS (and its log in
# $work/NAME.log) and sets VAR to its port; not in a subshell, so `pids` keeps its pid.
start_app() {
  local port
  port=$(free_port)
  "$bin/catalog-server" --hostname 127.0.0.1 --port "$port" "${@:3}" > "$work/$2.log" 2>&1 &
  pids+=($!)
  printf -v "$1" '%s' "$port"
}

# start_bare VAR PORT: fetches a list and a product page, as JSON and HTML, from the
# catalog-server on PORT, starts the bare handler answering with those bytes, and sets
# VAR to its port.
start_bare() {
  curl -fs "http://127.0.0.1:$2/api/v1/products" > "$work/list.json"
  curl -fs "http://127.0.0.1:$2/products" > "$work/list.html"
  curl -fs "http://127.0.0.1:$2/api/v1/products/42" > "$work/detail.json"
  curl -fs "http://127.0.0.1:$2/products/42" > "$work/detail.html"
  local port
  port=$(free_port)
  "$bin/bare-server" "$port" "$work/list.json" "$work/list.html" "$work/detail.json" "$work/detail.html" > "$work/bare.log" 2>&1 &
  pids+=($!)
  wait_for "http://127.0.0.1:$port/products/1"
  printf -v "$1" '%s' "$port"
}

# start_flat VAR DATABASE: starts the flat peer on DATABASE, a file catalog-server has
# seeded, and sets VAR to its port.
start_flat() {
  local port
  port=$(free_port)
  "$bin/flat-server" "$port" "$2" > "$work/flat.log" 2>&1 &
  pids+=($!)
  wait_for "http://127.0.0.1:$port/products/1"
  printf -v "$1" '%s' "$port"
}

# same_answers PORT PORT: asks both servers for every list query and product of the mixes,
# as JSON and as HTML, and stops the benchmark unless every answer is the same bytes.
same_answers() {
  python3 - "$1" "$2" "$work" <<'PY'
import sys, urllib.request
first, second, folder = sys.argv[1:]
queries = open(f"{folder}/list.txt").read().split()
ids = open(f"{folder}/ids.txt").read().split()
paths = [prefix + q for q in queries for prefix in ("/api/v1/products?", "/products?")]
paths += [prefix + i for i in ids for prefix in ("/api/v1/products/", "/products/")]
for path in paths:
    answers = [urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read() for port in (first, second)]
    if answers[0] != answers[1]:
        sys.exit(f"the flat peer's answer to {path} is not the template's")
print(f"The flat peer answers all {len(paths)} addresses with the template's bytes.", file=sys.stderr)
PY
}

# measure PORT FILE PREFIX [CONNECTIONS]: wrk (2 threads, 64 connections by default) for
# $seconds over PREFIX + each line of FILE; prints "requests/s p99-in-ms non-2xx-answers".
measure() {
  wrk -t2 -c"${4:-64}" -d"${seconds}s" --latency -s "$here/varied.lua" "http://127.0.0.1:$1" -- "$2" "$3" | awk '
    function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
    /Requests\/sec/ { rps = $2 }
    /^ +99%/ { p99 = ms($2) }
    /Non-2xx or 3xx responses/ { errors = $5 }
    END { print rps, p99, errors + 0 }'
}

# measure_pair PORT PORT FILE PREFIX: the same load split over two servers at once, half
# the connections each, as a load balancer would; prints their summed requests/s, the
# higher p99 and the summed non-2xx answers.
measure_pair() {
  measure "$1" "$3" "$4" 32 > "$work/pair-1.txt" &
  local first=$!
  measure "$2" "$3" "$4" 32 > "$work/pair-2.txt"
  wait "$first"
  cat "$work/pair-1.txt" "$work/pair-2.txt" | awk '{ rps += $1; if ($2 > p99) p99 = $2; errors += $3 } END { print rps, p99, errors }'
}

# run_mixes RUNS "NAME|PORT"…: RUNS times, each of the four mixes (the JSON and the HTML
# list over $work/list.txt, the JSON and the HTML product over $work/ids.txt, as urls.py
# writes them) on each server in turn, each run in an order turned by one; "NAME|PORT,PORT"
# splits the load over two.
# Appends to $work/results.txt.
run_mixes() {
  local mixes=("JSON list|$work/list.txt|/api/v1/products?" "HTML list|$work/list.txt|/products?"
               "JSON product|$work/ids.txt|/api/v1/products/" "HTML product|$work/ids.txt|/products/")
  local servers=("${@:2}")
  local run mix server mix_name file prefix server_name ports index
  for run in $(seq "$1"); do
    echo "Run $run of $1…" >&2
    for mix in "${mixes[@]}"; do
      IFS='|' read -r mix_name file prefix <<< "$mix"
      # Each run starts one server further on, so that drift in the machine's speed
      # during a run falls on a different row each time, not on the same one every run.
      for index in "${!servers[@]}"; do
        server=${servers[$(( (index + run - 1) % ${#servers[@]} ))]}
        IFS='|' read -r server_name ports <<< "$server"
        if [[ $ports == *,* ]]; then
          echo "$mix_name|$server_name|$(measure_pair "${ports%,*}" "${ports#*,}" "$file" "$prefix")" >> "$work/results.txt"
        else
          echo "$mix_name|$server_name|$(measure "$ports" "$file" "$prefix")" >> "$work/results.txt"
        fi
      done
    done
  done
}

# summarize RESULTS: RESULTS holds "mix|server|requests/s p99 errors" lines, one per
# measurement; prints a Markdown table of each row's median requests/s with the spread
# over the runs, its median p99, and its share of the same mix's "bare handler" median
# and, where there is one, of its "flat peer" median.
summarize() {
  python3 - "$1" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    mix, server, numbers = line.rstrip("\n").split("|")
    rps, p99, errors = (float(x) for x in numbers.split())
    if errors:
        print(f"warning: {mix}, {server}: {errors:.0f} answers were not 2xx", file=sys.stderr)
    rows.setdefault((mix, server), []).append((rps, p99))
flat_peer = any(server == "flat peer" for _, server in rows)
print("| mix | server | req/s (median, min–max) | p99 ms (median) | share of bare |" + (" share of flat |" if flat_peer else ""))
print("|---|---|---:|---:|---:|" + ("---:|" if flat_peer else ""))
for (mix, server), values in rows.items():
    rates = [v[0] for v in values]
    def share(of):
        return "" if server == of else f"{statistics.median(rates) / statistics.median(r for r, _ in rows[(mix, of)]):.2f}x"
    print(f"| {mix} | {server} | {statistics.median(rates):,.0f} ({min(rates):,.0f}–{max(rates):,.0f}) "
          f"| {statistics.median(v[1] for v in values):.1f} | {share('bare handler')} |" + (f" {share('flat peer')} |" if flat_peer else ""))
PY
}
