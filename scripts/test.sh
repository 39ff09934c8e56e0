#!/usr/bin/env bash
# The whole test suite: types, unit and integration tests, then the browser tests
# against the production build. PostgreSQL, s3rver and the mail capture are started
# and stopped by the tests themselves.
set -euo pipefail
cd "$(dirname "$0")/.."
# The browser tests drive Debian's headless shell where it is installed: half the CPU time of
# the full browser for the same tests (decision 175).
CHROMIUM_CANDIDATES="/usr/bin/chromium-headless-shell /usr/bin/chromium /usr/bin/chromium-browser"
source scripts/find-chromium.sh

# Runs pairs of "title" "command" at the same time, then prints each one's output under its
# title, so the log reads as if they had run one after the other. Fails if either failed.
side_by_side() {
  local output pids=() titles=() failed=0
  output=$(mktemp -d)
  while [ $# -gt 0 ]; do
    titles+=("$1")
    bash -c "$2" >"$output/${#pids[@]}" 2>&1 &
    pids+=($!)
    shift 2
  done
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || failed=1
    echo "== ${titles[$index]}"
    cat "$output/$index"
  done
  rm -rf "$output"
  return $failed
}

# Each of these uses one core; two at a time keep a two-core machine busy.
side_by_side "Typesjekk" "npx tsc --noEmit" \
  "Lint (ESLint)" "npx eslint ."
side_by_side "Bygg" "npm run build --silent" \
  "Prettier, knip og avhengighetsrevisjon (ingen høye eller kritiske sårbarheter i produksjonspakkene)" \
  "npx prettier --check . && npx knip && npx knip --production --include dependencies,unlisted,unresolved && node scripts/audit.mjs"
echo "== Enhets- og integrasjonstester"
npx vitest run
echo "== Nettlesertester"
npx playwright test
