# Sourced by the test and benchmark scripts: exports CHROMIUM_PATH or explains how to get one.
# The first of CHROMIUM_CANDIDATES that is installed wins; the test script puts Debian's
# chromium-headless-shell first (decision 175), Lighthouse measures the full browser.
if [ -z "${CHROMIUM_PATH:-}" ]; then
  for candidate in ${CHROMIUM_CANDIDATES:-/usr/bin/chromium /usr/bin/chromium-browser}; do
    if [ -x "$candidate" ]; then CHROMIUM_PATH=$candidate; break; fi
  done
fi
if [ -z "${CHROMIUM_PATH:-}" ] || [ ! -x "$CHROMIUM_PATH" ]; then
  echo "Fant ingen Chromium. Installer Debians pakke med:  sudo apt-get install -y chromium" >&2
  echo "(eller sett CHROMIUM_PATH til en Chromium-binær). Testene laster aldri ned nettlesere selv." >&2
  exit 1
fi
export CHROMIUM_PATH
