#!/usr/bin/env bash
# Installs Debian's Chromium for the browser test (test/browser), only when it is missing.
# Called by .ci/run before `npm test`; quiet unless something fails.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  else
    sudo "$@"
  fi
}

as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
