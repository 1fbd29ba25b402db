#!/usr/bin/env bash
# Installs what the tests need and runs them all: typecheck, unit, build, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "End-to-end tests need Debian's Chromium at /usr/bin/chromium; installing it with apt-get..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation
fi

npm ci --no-audit --no-fund
mkdir -p reports

echo "== typecheck"
npm run typecheck

echo "== unit tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json

echo "== build"
npm run build

echo "== end-to-end tests (Playwright, Debian Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --reporter=list,json

node scripts/summarise-tests.mjs reports/unit.json reports/e2e.json
