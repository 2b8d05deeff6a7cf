#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster for the server suite: `start DIR PORT` / `stop DIR`.
# Runs the server as the postgres user (never as root), on loopback only.
set -euo pipefail
BIN=/usr/lib/postgresql/15/bin
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    dir=$2 port=$3
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    chmod 700 "$dir"
    as_postgres "$BIN/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_postgres "$BIN/pg_ctl" -D "$2/data" -m fast -w stop >/dev/null || true
    rm -rf "$2"
    ;;
  *)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
