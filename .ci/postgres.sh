# Sourced by .ci/run: starts a PostgreSQL server for the tests and exports
# CATALOG_TEST_POSTGRES_URL; defines stop_postgres, which the caller's exit trap runs.
if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" > /dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql > /dev/null
fi
pg_bin=$(dirname "$(compgen -G "/usr/lib/postgresql/*/bin/initdb" | sort -V | tail -1)")
pg_folder=$(mktemp -d)
pg_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$pg_folder"
as_postgres "$pg_bin/initdb" -D "$pg_folder/data" -U ci --auth=trust -E UTF8 > /dev/null
as_postgres "$pg_bin/pg_ctl" -D "$pg_folder/data" -l "$pg_folder/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $pg_folder" start > /dev/null
stop_postgres() {
  as_postgres "$pg_bin/pg_ctl" -D "$pg_folder/data" -m fast -w stop > /dev/null 2>&1 || true
  rm -rf "$pg_folder"
}
trap stop_postgres EXIT
export CATALOG_TEST_POSTGRES_URL="postgres://ci@127.0.0.1:$pg_port/postgres?sslmode=disable"
export CATALOG_TEST_POSTGRES_REQUIRED=true
