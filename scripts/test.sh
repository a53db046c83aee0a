#!/usr/bin/env bash
# Every test Flowlab has: static checks, unit + property tests, conformance traces, the package (pack, install,
# run), browser tests.
# Installs what the tests need first. Ends with one line "N passed, N failed" over all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
bash scripts/ensure-deps.sh --browser || { echo "install failed"; echo "0 passed, 1 failed"; exit 1; }
mkdir -p reports
: > reports/summary.txt
status=0

step() { # name, command...: runs a suite, keeps its "kind: N passed, N failed" line
  local name=$1; shift
  echo; echo "==> $name"
  "$@" 2>&1 | tee "reports/$name.log"
  local rc=${PIPESTATUS[0]}
  local line
  line=$(grep -E "^$name: [0-9]+ passed, [0-9]+ failed" "reports/$name.log" | tail -1)
  [ -n "$line" ] || line="$name: 0 passed, 1 failed"
  echo "$line" >> reports/summary.txt
  [ "$rc" -eq 0 ] || status=1
}

check() { npm run -s check && echo "check: 1 passed, 0 failed" || { echo "check: 0 passed, 1 failed"; return 1; }; }

step check check
step unit npm run -s test:unit
step conformance npm run -s test:conformance -- --strict
step package npm run -s test:package
step e2e npm run -s test:e2e

echo; echo "==> summary"
cat reports/summary.txt
awk -F'[:,]' '{ for (i = 2; i <= NF; i++) { split($i, a, " "); if (a[2] == "passed") p += a[1]; if (a[2] == "failed") f += a[1] } }
  END { printf "%d passed, %d failed\n", p, f }' reports/summary.txt
exit $status
