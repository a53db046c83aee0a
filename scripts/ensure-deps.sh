#!/usr/bin/env bash
# Installs what Flowlab needs, only when it is missing or stale:
#  - npm packages from package-lock.json (npm ci) when node_modules is absent or older than the lock;
#  - with --browser: Debian's chromium when /usr/bin/chromium is missing (Playwright cannot download its own here).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi

if [ "${1:-}" = "--browser" ] && [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Debian's chromium for the browser tests"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi
