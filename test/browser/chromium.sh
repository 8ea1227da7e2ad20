#!/usr/bin/env bash
# Headless Chromium for the browser tests (test/inspector/): Debian's `chromium` package, driven by playwright-core
# through its executablePath (playwright downloads no browser of its own here).
#
#   bash test/browser/chromium.sh install   # apt-get update (when the lists are missing) + apt-get install chromium;
#                                           # nothing when it is already installed. Run as root.
#   bash test/browser/chromium.sh path      # prints the executable (exit 1 when there is none)
set -euo pipefail

say() { echo "[browser] $*"; }
die() { echo "[browser] chromium.sh: $*" >&2; exit 1; }

executable() {
  # CHROMIUM_PATH, when set, is the only candidate (as in test/browser/chromium.ts).
  local candidates=(/usr/bin/chromium /usr/bin/chromium-browser) candidate
  [ -z "${CHROMIUM_PATH:-}" ] || candidates=("$CHROMIUM_PATH")
  for candidate in "${candidates[@]}"; do
    [ -x "$candidate" ] && { echo "$candidate"; return 0; }
  done
  return 1
}

update() {
  say "apt-get update"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >>"$log" 2>&1 || { tail -n 20 "$log" >&2; die "apt-get update failed: see $log"; }
}

apt_install() { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >>"$log" 2>&1; }

install() {
  if dpkg-query -W -f='${Status}\n' chromium 2>/dev/null | grep -q '^install ok installed$'; then
    say "chromium already installed: $(executable || echo '?')"
    return
  fi
  [ "$(id -u)" = 0 ] || die "run as root (it installs Debian's chromium package with apt-get)."
  local log=/var/log/mock-site-chromium-apt.log
  : >"$log"
  # apt-get update only when no package list names chromium yet (a fresh container has none), or when the install
  # from the lists there are failed (they may name a version the mirror no longer has).
  local updated=
  if ! apt-cache show chromium >/dev/null 2>&1; then
    update
    updated=1
  fi
  say "installing Debian's chromium (apt-get install -y chromium)"
  if ! apt_install; then
    [ -z "$updated" ] || { tail -n 20 "$log" >&2; die "apt-get install chromium failed: the whole output is in $log"; }
    update
    apt_install || { tail -n 20 "$log" >&2; die "apt-get install chromium failed: the whole output is in $log"; }
  fi
  say "installed $(executable) ($("$(executable)" --version 2>/dev/null || echo 'version unknown'))"
}

case "${1:-}" in
  install) install ;;
  path) executable || die "no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser). Run: bash test/browser/chromium.sh install" ;;
  *) die "usage: chromium.sh install|path" ;;
esac
