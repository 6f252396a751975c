# What both benchmarks share; sourced from the repository root. Sets `work` (a
# temporary folder), `pids` (servers to stop on exit) and `bin` (the release build),
# and defines free_port and wait_for.
command -v wrk > /dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

echo "Building in release mode…"
swift build -c release --product catalog-server > /dev/null
swift build -c release --product bare-server > /dev/null
bin=$(swift build -c release --show-bin-path)

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# Polls a starting server, up to 30 s: it has no other way to say it is ready.
wait_for() { for _ in $(seq 300); do curl -fs "$1" > /dev/null && return 0; sleep 0.1; done; echo "no answer from $1" >&2; exit 1; }
