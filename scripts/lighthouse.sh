#!/usr/bin/env bash
# npm run lighthouse: every public page, a customer's project page and /admin beside the floor
# (bench/floor), on Debian's Chromium against the production build (bench/lighthouse.ts,
# decision 215). On a machine with more than two cores it all runs pinned to two (issue 20
# measures a phone's worth of CPU, not a workstation's).
#   LIGHTHOUSE_RUNS=5              runs per page, and of the floor, in rounds
#   LIGHTHOUSE_PAGES="/ /kontakt"  only these paths (/prosjekt: the customer's page; /admin)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/find-chromium.sh

pin=()
if [ "$(nproc)" -gt 2 ] && command -v taskset >/dev/null; then pin=(taskset -c 0,1); fi
exec "${pin[@]}" npx --no-install vite-node -c vitest.config.ts bench/lighthouse.ts
