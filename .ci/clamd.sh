#!/usr/bin/env bash
# Starts a throwaway ClamAV daemon for the virus-scan tests: `start DIR` prints its unix socket,
# `stop DIR` ends it and removes DIR. Its only signature database is .ci/clamav/
# test-signatures.ndb (the EICAR test file, matched anywhere in a file): no freshclam, no
# network. Installs Debian's clamav-daemon when clamd is missing and the caller is root.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

case "${1:-}" in
  start)
    dir=$2
    if ! command -v clamd >/dev/null && [ ! -x /usr/sbin/clamd ]; then
      if [ "$(id -u)" != 0 ]; then
        echo "clamd is missing: apt-get install clamav-daemon" >&2
        exit 1
      fi
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon >/dev/null
    fi
    # Debian's package starts nothing here (no systemd in CI); this daemon is ours alone.
    mkdir -p "$dir/db"
    cp "$here/clamav/test-signatures.ndb" "$dir/db/"
    cat >"$dir/clamd.conf" <<CONF
LocalSocket $dir/clamd.sock
LocalSocketMode 600
PidFile $dir/clamd.pid
DatabaseDirectory $dir/db
LogFile $dir/clamd.log
Foreground no
# As large as the largest upload (100 MB) and then some: a larger stream is refused by clamd.
StreamMaxLength 200M
MaxScanSize 400M
MaxFileSize 200M
ReadTimeout 30
CONF
    if [ "$(id -u)" = 0 ]; then echo "User root" >>"$dir/clamd.conf"; fi
    PATH="$PATH:/usr/sbin" clamd --config-file="$dir/clamd.conf"
    # clamd opens its socket once the database is loaded: ask until it answers PONG.
    clamdscan --config-file="$dir/clamd.conf" --ping 60:1 >/dev/null
    echo "$dir/clamd.sock"
    ;;
  stop)
    dir=$2
    if [ -f "$dir/clamd.pid" ]; then kill "$(cat "$dir/clamd.pid")" 2>/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR | stop DIR" >&2
    exit 2
    ;;
esac
