#!/usr/bin/env bash
# The whole test suite: types, unit and integration tests, then the browser tests
# against the production build. PostgreSQL, s3rver and the mail capture are started
# and stopped by the tests themselves.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/find-chromium.sh

echo "== Typesjekk"
npx tsc --noEmit
echo "== Lint (ESLint, Prettier og knip)"
npx eslint .
npx prettier --check .
npx knip
echo "== Avhengighetsrevisjon (ingen høye eller kritiske sårbarheter i produksjonspakkene)"
node scripts/audit.mjs
echo "== Bygg"
npm run build --silent
echo "== Enhets- og integrasjonstester"
npx vitest run
echo "== Nettlesertester"
npx playwright test
