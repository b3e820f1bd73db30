#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  /usr/bin/chromium --version
  exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' (the browser tests use /usr/bin/chromium)." >&2
exit 1
