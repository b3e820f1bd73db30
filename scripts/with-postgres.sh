#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server:
#   bash scripts/with-postgres.sh npx vitest run tests/server
# Starts a private PostgreSQL (initdb in a temp dir, listening on 127.0.0.1 on a free port, trust auth, fsync off),
# exports TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres, runs the command, stops the server and
# removes the temp dir, and exits with the command's status.
#
# Finds the server in $PG_BINDIR, /usr/lib/postgresql/<15..>/bin, or `pg_config --bindir`. If there is none it prints
# one line and exits 0 WITHOUT running the command (the PGlite run of the suite is the one that always happens).
# PostgreSQL refuses to run as root: as root the server runs as the `postgres` user (runuser).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

find_bindir() {
  local dir
  if [ -n "${PG_BINDIR:-}" ] && [ -x "${PG_BINDIR}/postgres" ]; then
    echo "$PG_BINDIR"
    return 0
  fi
  for dir in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/postgres" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v pg_config >/dev/null 2>&1; then
    dir="$(pg_config --bindir 2>/dev/null || true)"
    if [ -n "$dir" ] && [ -x "$dir/postgres" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  fi
  return 1
}

if ! bindir="$(find_bindir)"; then
  echo "with-postgres: no PostgreSQL server binaries found (set PG_BINDIR); skipped: $*"
  exit 0
fi

# As root, run the server tools as the postgres user; otherwise as ourselves.
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: running as root and there is no 'postgres' user to run the server as" >&2
    exit 1
  fi
  as_pg=(runuser -u postgres --)
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
data="$tmp/data"
log="$tmp/postgres.log"
started=0

cleanup() {
  local status=$?
  if [ "$started" -eq 1 ]; then
    # pg_ctl signals the postmaster whose PID is in $data/postmaster.pid and waits for it to exit.
    "${as_pg[@]}" "$bindir/pg_ctl" stop -D "$data" -m fast -w >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

chmod 700 "$tmp"
if [ "${#as_pg[@]}" -gt 0 ]; then chown postgres: "$tmp"; fi

t0=$(date +%s%N)
"${as_pg[@]}" "$bindir/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$tmp/initdb.log" 2>&1 ||
  "${as_pg[@]}" "$bindir/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$tmp/initdb.log" 2>&1 || {
  echo "with-postgres: initdb failed:" >&2
  cat "$tmp/initdb.log" >&2
  exit 1
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# A port can be taken between choosing and binding it: try a few.
for attempt in 1 2 3 4 5; do
  port="$(free_port)"
  if "${as_pg[@]}" "$bindir/pg_ctl" start -D "$data" -l "$log" -w -t 60 -o \
    "-c listen_addresses=127.0.0.1 -p $port -k $tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    >/dev/null 2>&1; then
    started=1
    break
  fi
done
if [ "$started" -ne 1 ]; then
  echo "with-postgres: the server did not start; its log:" >&2
  cat "$log" >&2 || true
  exit 1
fi
t1=$(date +%s%N)

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${port}/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:${port}, ready in $(((t1 - t0) / 1000000)) ms"

set +e
"$@"
status=$?
set -e
exit "$status"
