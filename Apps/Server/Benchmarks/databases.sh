#!/usr/bin/env bash
# The server's read benchmark on each database; not part of `swift test`. From the
# repository root:
#
#   Apps/Server/Benchmarks/databases.sh [SECONDS] [RUNS] [POSTGRES_URL]
#
# Builds in release mode and starts, on 127.0.0.1 and with the response cache off (so
# every request reads the database): catalog-server on a seeded SQLite file; one
# catalog-server on a PostgreSQL database; two on that same database, as behind a load
# balancer (each gets half the connections); and the bare Hummingbird baseline. Drives
# each with the mixes of varied.sh (about 3,600 distinct list URLs, and all 600 product
# pages, as JSON and as HTML) for SECONDS (default 10) per row, RUNS times (default 3).
# POSTGRES_URL names a server where a new database may be created (a user with
# CREATEDB); without one, a PostgreSQL server from Debian's packages is started in a
# temporary folder, as .ci/run does.
set -euo pipefail
cd "$(dirname "$0")/../../.."
seconds=${1:-10}
runs=${2:-3}
here=Apps/Server/Benchmarks
source "$here/common.sh"
if [ -n "${3:-}" ]; then
  server_url=$3
else
  source .ci/postgres.sh
  server_url=$CATALOG_TEST_POSTGRES_URL
  trap 'cleanup; stop_postgres' EXIT
fi
command -v psql > /dev/null || { echo "psql is needed: apt-get install postgresql-client" >&2; exit 2; }
name="catalog_benchmark_$$"
psql -q "$server_url" -c "CREATE DATABASE $name"
database_url=$(python3 -c 'import sys, urllib.parse as u; p = u.urlsplit(sys.argv[1]); print(u.urlunsplit(p._replace(path="/" + sys.argv[2])))' "$server_url" "$name")
python3 "$here/urls.py" "$work"

start_app sqlite sqlite --database "$work/catalog.sqlite" --cache-max-age 0
start_app postgres_one postgres-1 --database "$database_url" --cache-max-age 0
start_app postgres_two postgres-2 --database "$database_url" --cache-max-age 0
for port in "$sqlite" "$postgres_one" "$postgres_two"; do wait_for "http://127.0.0.1:$port/products"; done
start_bare bare "$sqlite"

run_mixes "$runs" "SQLite|$sqlite" "PostgreSQL, one server|$postgres_one" \
  "PostgreSQL, two servers|$postgres_one,$postgres_two" "bare handler|$bare"
summarize "$work/results.txt"
for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
psql -q "$server_url" -c "DROP DATABASE $name WITH (FORCE)"
