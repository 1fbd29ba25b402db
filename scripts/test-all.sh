#!/usr/bin/env bash
# Installs what the tests need and runs them all: typecheck, lint, unit, build, end-to-end, cross-engine smoke.
set -euo pipefail
cd "$(dirname "$0")/.."

# Browsers come from Debian, never from a test tool's download: Chromium for the end-to-end tests,
# Firefox ESR and WebKitGTK's WebDriver (under Xvfb) for the cross-engine smoke. PostgreSQL and
# Redis too, for the server's scaled-out tests (tests/server/scale-out.test.ts), which start their
# own on free loopback ports and fail in CI without them.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
command -v firefox-esr >/dev/null || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb xauth)
command -v redis-server >/dev/null || missing+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v openssl >/dev/null || missing+=(openssl) # the fakes' HTTPS certificate (tests/fakes/service-host.ts)
if [ ${#missing[@]} -gt 0 ]; then
  echo "The tests need Debian's ${missing[*]}; installing them with apt-get (Chromium for the end-to-end tests, Firefox ESR and WebKitGTK for the cross-engine smoke, PostgreSQL and Redis for the server's scaled-out tests)..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
mkdir -p reports && rm -f reports/*.json # no report of an earlier run is counted

# Each phase says how long the one before it took, so a slow CI run shows where its time went.
phase_started=$SECONDS
phase() {
  [ -n "${phase_name:-}" ] && echo "== $phase_name took $((SECONDS - phase_started)) s"
  phase_name=$1; phase_started=$SECONDS
  [ -n "$1" ] && echo "== $1"
  return 0
}

phase "typecheck"
npm run typecheck

phase "lint (ESLint: types, hooks, accessibility, layer boundaries)"
npm run lint

phase "unit tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json

phase "build"
npm run build

# The phone journeys run on their own, after the laptop-sized ones, so the laptop project's heavy
# tests (30 reloads each) do not share the CPU with their touch input. (A tap after a touch drag
# that went unanswered was the drag helper's doing, fixed in tests/e2e/touch.ts on 2026-11-26.)
# Their failures, like the smoke's, are counted in the summary below, which decides the exit code.
phase "end-to-end tests, laptop (Playwright, Debian Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --project=chromium --reporter=list,json || true

phase "end-to-end tests, phone (390 x 844, touch)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e-phone.json npx playwright test --project=phone --reporter=list,json || true

phase "cross-engine smoke (Chromium, Firefox ESR, WebKitGTK)"
node tests/smoke/run.mjs || true # its failures are counted in the summary below

phase ""
node scripts/summarise-tests.mjs reports/unit.json reports/e2e.json,reports/e2e-phone.json reports/smoke.json
