#!/usr/bin/env bash
# Installs Debian's Chromium for the browser suite (test/browser), only when no Chromium is found
# where the suite looks (test/browser/chromium.ts). Called by .ci/run before `npm test`, and by the
# suite itself when it runs as root on a machine with apt-get; quiet unless something fails.
set -euo pipefail

for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome-stable /usr/bin/google-chrome /snap/bin/chromium; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    exit 0
  fi
done

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  else
    sudo "$@"
  fi
}

as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
