#!/usr/bin/env bash
# Quick start: install what is missing, then serve the app (Vite prints the URL).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "==> starting Flowlab at http://127.0.0.1:5173/"
exec npx vite --host 127.0.0.1 --port 5173
