#!/usr/bin/env bash
# The whole test suite: types, unit and integration tests, then the browser tests
# against the production build. PostgreSQL, s3rver and the mail capture are started
# and stopped by the tests themselves. Ends with each phase's time (what each phase
# covers: README.md, "What npm test runs").
set -euo pipefail
cd "$(dirname "$0")/.."
# On the Node the Docker image ships (.node-version), whatever Node ran `npm install`: its native
# module is built again when it was built for another.
source scripts/use-node.sh
node -e "new (require('better-sqlite3'))(':memory:')" 2>/dev/null || npm rebuild better-sqlite3
# The browser tests drive Debian's headless shell where it is installed: half the CPU time of
# the full browser for the same tests (decision 175).
CHROMIUM_CANDIDATES="/usr/bin/chromium-headless-shell /usr/bin/chromium /usr/bin/chromium-browser"
source scripts/find-chromium.sh

results=$(mktemp -d)
suite_started=$EPOCHREALTIME

# Runs one phase, recording its wall time and result in $results for the summary.
phase() {
  local title=$1 command=$2 started=$EPOCHREALTIME status=0
  bash -c "$command" || status=$?
  printf '%s\t%s\t%s\n' "$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }')" \
    "$status" "$title" >>"$results/phases"
  return $status
}

# Runs pairs of "title" "command" at the same time, then prints each one's output under its
# title, so the log reads as if they had run one after the other. Fails if either failed.
side_by_side() {
  local pids=() titles=() failed=0
  while [ $# -gt 0 ]; do
    titles+=("$1")
    phase "$1" "$2" >"$results/${#pids[@]}.out" 2>&1 &
    pids+=($!)
    shift 2
  done
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || failed=1
    echo "== ${titles[$index]}"
    cat "$results/$index.out"
  done
  return $failed
}

summary() {
  echo
  echo "== Tid per fase (veggklokke; de to første parene går side om side)"
  while IFS=$'\t' read -r seconds status title; do
    printf '%6s s  %-4s  %s\n' "$seconds" "$([ "$status" = 0 ] && echo OK || echo FEIL)" "$title"
  done <"$results/phases"
  printf '%6s s        i alt\n' "$(awk -v a="$suite_started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }')"
  [ -s "$results/audit" ] && echo "Avhengighetsrevisjon: $(cat "$results/audit")"
  rm -rf "$results"
}
trap summary EXIT

# Each of these uses one core; two at a time keep a two-core machine busy.
side_by_side "Typesjekk" "npx tsc --noEmit" \
  "Lint (ESLint)" "npx eslint ."
side_by_side "Bygg" "npm run build --silent" \
  "Prettier, knip og avhengighetsrevisjon (ingen høye eller kritiske sårbarheter i produksjonspakkene)" \
  "npx prettier --check . && npx knip && npx knip --production --include dependencies,unlisted,unresolved && AUDIT_RESULT_FILE=$results/audit node scripts/audit.mjs"
echo "== Enhets- og integrasjonstester"
phase "Enhets- og integrasjonstester (Vitest)" "npx vitest run"
echo "== Nettlesertester"
phase "Nettlesertester (Playwright)" "npx playwright test"
