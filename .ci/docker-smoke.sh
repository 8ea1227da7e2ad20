#!/usr/bin/env bash
# Smoke-test the container image the way a user's CI would, with podman.
# Run from anywhere; it works on the repository root. Prerequisite on machines
# without a registry: .ci/podman-setup.sh (provides the local stand-in for the pinned node base).
#
# Proves: the image builds (--pull=never --format docker) and keeps its HEALTHCHECK;
# it runs as a non-root user; `podman healthcheck run` passes; /__mock/health and the
# index (GET /index.php?rest_route=/) answer on the published port; a mounted scenario
# is used (--scenario, MOCK_SITE_SCENARIO, a file or a whole directory mounted at
# /app/scenarios); a mounted /app/recordings is readable; SIGTERM (`podman stop -t 10`) ends it
# with exit code 0 within a few seconds; a command given on `podman run` (serve --replay recordings,
# no --host/--port) still answers on the published port (MOCK_SITE_HOST/PORT in the image), replays and
# says so in its banner; serve options come from -e MOCK_SITE_*; a server bound to loopback only is
# unhealthy.
# Removes only the containers and image it created. Exits non-zero on any failure.
#
# Environment overrides:
#   SMOKE_TAG            image tag to build (default localhost/mock-site-smoke:<random>)
#   SMOKE_KEEP_IMAGE=1   keep the built image after the run
#   SMOKE_START_TIMEOUT  seconds to wait for the server to answer (default 30)
#   SMOKE_BUILD_TIMEOUT  seconds allowed for the build (default 900)
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 2

RUN_ID="$(date +%s)-$$"
TAG="${SMOKE_TAG:-localhost/mock-site-smoke:${RUN_ID}}"
START_TIMEOUT="${SMOKE_START_TIMEOUT:-30}"
BUILD_TIMEOUT="${SMOKE_BUILD_TIMEOUT:-900}"
STOP_MAX_SECONDS=5
LABEL="io.mock-site.smoke=${RUN_ID}"

FAILS=0
PASSES=0
CONTAINERS=()
IMAGE_BUILT=0
TMP="$(mktemp -d /tmp/mock-site-smoke.XXXXXX)"
IMAGES_BEFORE="$TMP/images-before"

pass() { PASSES=$((PASSES + 1)); printf 'PASS %s\n' "$*"; }
fail() { FAILS=$((FAILS + 1)); printf 'FAIL %s\n' "$*"; }
info() { printf '.... %s\n' "$*"; }
now()  { date +%s; }

# shellcheck disable=SC2317  # invoked by the EXIT trap
cleanup() {
  local c id
  for c in "${CONTAINERS[@]+"${CONTAINERS[@]}"}"; do
    podman rm -f -t 0 "$c" >/dev/null 2>&1 || true
  done
  if [ "$IMAGE_BUILT" = 1 ] && [ "${SMOKE_KEEP_IMAGE:-0}" != 1 ]; then
    podman rmi -f "$TAG" >/dev/null 2>&1 || true
    # Untagged intermediate images (the build stage) that this run created.
    if [ -f "$IMAGES_BEFORE" ]; then
      for id in $(podman images -a -q --no-trunc --filter dangling=true 2>/dev/null | sort -u); do
        grep -qx "$id" "$IMAGES_BEFORE" || podman rmi "$id" >/dev/null 2>&1 || true
      done
    fi
  fi
  rm -rf -- "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
  elif command -v node >/dev/null 2>&1; then
    node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
  else
    local p
    for _ in $(seq 1 50); do
      p=$((20000 + RANDOM % 20000))
      ss -Htln "sport = :$p" 2>/dev/null | grep -q . || { echo "$p"; return; }
    done
    return 1
  fi
}

# json_field FILE KEY -> prints the top-level string/number KEY of a JSON file, exit 1 if not JSON
json_field() {
  if command -v jq >/dev/null 2>&1; then
    jq -er --arg k "$2" '.[$k] // empty | tostring' "$1" 2>/dev/null
  elif command -v python3 >/dev/null 2>&1; then
    python3 -c 'import json,sys; v=json.load(open(sys.argv[1])).get(sys.argv[2]); print(v) if v is not None else sys.exit(1)' "$1" "$2" 2>/dev/null
  else
    node -e 'const v=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"))[process.argv[2]]; if (v==null) process.exit(1); console.log(v)' "$1" "$2" 2>/dev/null
  fi
}

# http_get URL BODYFILE -> prints "<status> <content-type>"
http_get() {
  curl -sS --max-time 5 -o "$2" -w '%{http_code} %{content_type}' "$1" 2>/dev/null || printf '000 -'
}

# run_container NAME PORT [podman run options...] -- [command...]
run_container() {
  local name="$1" port="$2"; shift 2
  local opts=()
  while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do opts+=("$1"); shift; done
  [ "${1:-}" = "--" ] && shift
  CONTAINERS+=("$name")
  local rc=0
  podman run -d --name "$name" --label "$LABEL" -p "127.0.0.1:${port}:8080" \
    "${opts[@]+"${opts[@]}"}" "$TAG" "$@" >/dev/null 2>"$TMP/run.err" || rc=$?
  # Without systemd, podman logs that it cannot schedule health checks: expected here
  # (they are run explicitly below with `podman healthcheck run`).
  grep -v 'unable to get systemd connection' "$TMP/run.err" | sed 's/^/     | /' >&2 || true
  return "$rc"
}

# wait_ready NAME PORT -> waits (bounded) until /__mock/health answers 200
wait_ready() {
  local name="$1" port="$2" deadline=$(( $(now) + START_TIMEOUT )) status
  while [ "$(now)" -lt "$deadline" ]; do
    status="$(http_get "http://127.0.0.1:${port}/__mock/health" "$TMP/health.out")"
    [ "${status%% *}" = 200 ] && return 0
    if [ "$(podman inspect --format '{{.State.Running}}' "$name" 2>/dev/null)" != "true" ]; then
      info "container $name is not running (exit code $(podman inspect --format '{{.State.ExitCode}}' "$name" 2>/dev/null))"
      return 1
    fi
    sleep 0.5
  done
  return 1
}

show_logs() {
  info "last log lines of $1:"
  podman logs --tail 30 "$1" 2>&1 | sed 's/^/     | /'
}

# check_index NAME PORT [EXPECTED_NAME] -> index is 200 JSON (and has that name)
check_index() {
  local name="$1" port="$2" expected="${3:-}" status code ctype site_name
  status="$(http_get "http://127.0.0.1:${port}/index.php?rest_route=/" "$TMP/index.json")"
  code="${status%% *}"; ctype="${status#* }"
  if [ "$code" = 200 ] && [[ "$ctype" == application/json* ]] && site_name="$(json_field "$TMP/index.json" name)"; then
    pass "$name: GET /index.php?rest_route=/ on 127.0.0.1:${port} -> 200 ${ctype} (name: ${site_name})"
  else
    fail "$name: GET /index.php?rest_route=/ on 127.0.0.1:${port} -> ${code} ${ctype}: $(head -c 200 "$TMP/index.json" 2>/dev/null)"
    return 1
  fi
  if [ -n "$expected" ]; then
    if [ "$site_name" = "$expected" ]; then
      pass "$name: the mounted scenario is used (index name is '${expected}')"
    else
      fail "$name: the mounted scenario is not used (index name is '${site_name}', expected '${expected}')"
    fi
  fi
}

# check_inspector NAME PORT -> the inspector page is behind the admin token (bound to 0.0.0.0 in the container);
# the token the banner printed opens it through its cookie, and the page's files are in the image
check_inspector() {
  local name="$1" port="$2" base="http://127.0.0.1:${2}/__mock" status token
  status="$(http_get "$base/" "$TMP/page.out")"
  if [ "${status%% *}" = 401 ]; then pass "$name: GET /__mock/ without the admin token -> 401"
  else fail "$name: GET /__mock/ without the admin token -> ${status}"; fi
  token="$(podman logs "$name" 2>&1 | grep -o '/__mock/?token=[A-Za-z0-9_-]*' | head -n 1 | cut -d= -f2)"
  if [ -z "$token" ]; then fail "$name: the banner printed no inspector address with a token"; return 1; fi
  status="$(curl -sS --max-time 5 -L -c "$TMP/cookies" -b "$TMP/cookies" -o "$TMP/page.out" -w '%{http_code} %{content_type}' "$base/?token=$token" 2>/dev/null || printf '000 -')"
  if [ "${status%% *}" = 200 ] && [[ "${status#* }" == text/html* ]] && grep -q 'assets/' "$TMP/page.out" \
    && [ "$(curl -sS --max-time 5 -b "$TMP/cookies" -o /dev/null -w '%{http_code}' "$base/assets/main.js")" = 200 ]; then
    pass "$name: the inspector opens with the printed token (cookie), its scripts are in the image"
  else
    fail "$name: GET /__mock/?token=<printed> -> ${status}: $(head -c 200 "$TMP/page.out")"
  fi
}

# check_stop NAME -> SIGTERM via podman stop -t 10 ends it with exit code 0 quickly
check_stop() {
  local name="$1" t0 elapsed code
  t0="$(date +%s%N)"
  timeout 30 podman stop -t 10 "$name" >/dev/null 2>&1
  elapsed=$(( ($(date +%s%N) - t0) / 1000000 ))
  code="$(podman inspect --format '{{.State.ExitCode}}' "$name" 2>/dev/null)"
  if [ "$code" = 0 ] && [ "$elapsed" -le $((STOP_MAX_SECONDS * 1000)) ]; then
    pass "$name: podman stop -t 10 (SIGTERM) -> exit code 0 in ${elapsed} ms"
  else
    fail "$name: podman stop -t 10 (SIGTERM) -> exit code ${code:-?} in ${elapsed} ms (want 0 within ${STOP_MAX_SECONDS} s)"
    show_logs "$name"
  fi
}

command -v podman >/dev/null 2>&1 || { fail "podman not found (run .ci/podman-setup.sh)"; exit 1; }
command -v curl >/dev/null 2>&1 || { fail "curl not found on the host"; exit 1; }
T_START="$(now)"

# ---- 1. build -----------------------------------------------------------------
podman images -a -q --no-trunc 2>/dev/null | sort -u > "$IMAGES_BEFORE"
info "building $TAG from $ROOT"
t0="$(now)"
IMAGE_BUILT=1
if timeout "$BUILD_TIMEOUT" podman build --pull=never --format docker --label "$LABEL" -t "$TAG" . >"$TMP/build.log" 2>&1; then
  pass "podman build --pull=never --format docker ($(( $(now) - t0 )) s)"
else
  fail "podman build --pull=never --format docker ($(( $(now) - t0 )) s); last lines:"
  tail -n 40 "$TMP/build.log" | sed 's/^/     | /'
  exit 1
fi

hc="$(podman image inspect --format '{{if .HealthCheck}}{{join .HealthCheck.Test " "}}{{end}}' "$TAG" 2>/dev/null)"
if [[ "$hc" == *"/__mock/health"* ]]; then
  pass "image keeps its HEALTHCHECK ($hc)"
else
  fail "image has no HEALTHCHECK on /__mock/health (got: '${hc}')"
fi
user="$(podman image inspect --format '{{.Config.User}}' "$TAG" 2>/dev/null)"
info "image user: '${user}', workdir: '$(podman image inspect --format '{{.Config.WorkingDir}}' "$TAG")'"

# ---- 2. default container: user, health, index, SIGTERM ----------------------
C1="mock-site-smoke-default-${RUN_ID}"
P1="$(free_port)"
if ! run_container "$C1" "$P1"; then
  fail "$C1: podman run failed"; exit 1
fi
t0="$(now)"
if wait_ready "$C1" "$P1"; then
  pass "$C1: /__mock/health answers 200 on 127.0.0.1:${P1} after $(( $(now) - t0 )) s"
else
  fail "$C1: /__mock/health did not answer 200 within ${START_TIMEOUT} s"
  show_logs "$C1"
  exit 1
fi

uid="$(podman exec "$C1" awk '/^Uid:/ {print $2}' /proc/1/status 2>/dev/null)"
if [ -n "$uid" ] && [ "$uid" != 0 ]; then
  pass "$C1: main process runs as non-root (uid ${uid})"
else
  fail "$C1: main process uid is '${uid:-unknown}' (must not be 0)"
fi

hc_ok=0
for _ in 1 2 3 4 5; do
  if podman healthcheck run "$C1" >"$TMP/hc.out" 2>&1; then hc_ok=1; break; fi
  sleep 1
done
if [ "$hc_ok" = 1 ]; then
  pass "$C1: podman healthcheck run -> healthy"
else
  fail "$C1: podman healthcheck run -> $(head -c 200 "$TMP/hc.out")"
fi

check_index "$C1" "$P1" || show_logs "$C1"
check_inspector "$C1" "$P1" || show_logs "$C1"
check_stop "$C1"

# ---- 3. mounted scenario via --scenario --------------------------------------
SCEN_DIR="$TMP/scenarios-smoke"
mkdir -p "$SCEN_DIR"
printf 'site:\n  name: Smoke Site\n' > "$SCEN_DIR/smoke.yaml"
# mktemp dirs are 0700: the container's non-root user must be able to read the mount
chmod 0755 "$TMP" "$SCEN_DIR"; chmod 0644 "$SCEN_DIR/smoke.yaml"

C2="mock-site-smoke-scenario-${RUN_ID}"
P2="$(free_port)"
if run_container "$C2" "$P2" -v "$SCEN_DIR:/app/scenarios-smoke:ro" -- \
     node dist/cli/main.js serve --host 0.0.0.0 --port 8080 --scenario /app/scenarios-smoke/smoke.yaml \
   && wait_ready "$C2" "$P2"; then
  check_index "$C2" "$P2" "Smoke Site" || show_logs "$C2"
  check_stop "$C2"
else
  fail "$C2: server with --scenario /app/scenarios-smoke/smoke.yaml did not answer /__mock/health (exited, or ${START_TIMEOUT} s passed)"
  show_logs "$C2"
fi

# ---- 4. one scenario file mounted into /app/scenarios, chosen with MOCK_SITE_SCENARIO,
# ----    and a recordings directory mounted over /app/recordings
REC_DIR="$TMP/recordings-smoke"
mkdir -p "$REC_DIR"
printf 'smoke\n' > "$REC_DIR/smoke-marker.txt"
chmod 0755 "$REC_DIR"; chmod 0644 "$REC_DIR/smoke-marker.txt"
C3="mock-site-smoke-env-${RUN_ID}"
P3="$(free_port)"
if run_container "$C3" "$P3" -v "$SCEN_DIR/smoke.yaml:/app/scenarios/smoke.yaml:ro" -v "$REC_DIR:/app/recordings:ro" \
     -e MOCK_SITE_SCENARIO=/app/scenarios/smoke.yaml \
   && wait_ready "$C3" "$P3"; then
  check_index "$C3" "$P3" "Smoke Site" || show_logs "$C3"
  # The mount is visible to the server's (non-root) user at the documented path.
  # (That the server replays cassettes from it is for the app's own tests.)
  if [ "$(podman exec "$C3" node -e 'process.stdout.write(require("fs").readFileSync("/app/recordings/smoke-marker.txt","utf8").trim())' 2>/dev/null)" = smoke ]; then
    pass "$C3: mounted /app/recordings is readable by the container user"
  else
    fail "$C3: mounted /app/recordings is not readable by the container user"
  fi
else
  fail "$C3: server with MOCK_SITE_SCENARIO=/app/scenarios/smoke.yaml (file mount) did not answer /__mock/health (exited, or ${START_TIMEOUT} s passed)"
  show_logs "$C3"
fi

# ---- 5. a user's scenario directory mounted over /app/scenarios (the documented way) --
C4="mock-site-smoke-dir-${RUN_ID}"
P4="$(free_port)"
if run_container "$C4" "$P4" -v "$SCEN_DIR:/app/scenarios:ro" -- \
     node dist/cli/main.js serve --host 0.0.0.0 --port 8080 --scenario /app/scenarios/smoke.yaml \
   && wait_ready "$C4" "$P4"; then
  check_index "$C4" "$P4" "Smoke Site" || show_logs "$C4"
else
  fail "$C4: server with a scenario directory mounted over /app/scenarios did not answer /__mock/health (exited, or ${START_TIMEOUT} s passed)"
  show_logs "$C4"
fi

# ---- 6. an overridden command keeps 0.0.0.0:8080 (MOCK_SITE_HOST/PORT in the image) --
# `docker run ... mock-site node dist/cli/main.js serve --replay recordings`: no --host, no --port given, and still
# the published port answers, with the recordings replayed and the banner saying so.
C5="mock-site-smoke-override-${RUN_ID}"
P5="$(free_port)"
if run_container "$C5" "$P5" -- node dist/cli/main.js serve --replay recordings \
   && wait_ready "$C5" "$P5"; then
  pass "$C5: overridden command (serve --replay recordings): /__mock/health answers on the published port 127.0.0.1:${P5}"
  status="$(http_get "http://127.0.0.1:${P5}/wp-json/wp/v2/posts/7" "$TMP/replayed.json")"
  if [ "${status%% *}" = 200 ] && grep -q '"ratio":1.0' "$TMP/replayed.json"; then
    pass "$C5: a recorded request is replayed through the published port"
  else
    fail "$C5: GET /wp-json/wp/v2/posts/7 -> ${status}: $(head -c 200 "$TMP/replayed.json")"
  fi
  # (the log is read whole first: `podman logs | grep -q` fails under pipefail when grep stops reading early)
  podman logs "$C5" >"$TMP/c5.log" 2>&1
  if grep -q '^  replay     recordings: [0-9,]* interactions* in [0-9,]* cassettes*' "$TMP/c5.log"; then
    pass "$C5: the banner says what it replays"
  else
    fail "$C5: the banner has no replay line"; show_logs "$C5"
  fi
  if podman healthcheck run "$C5" >"$TMP/hc.out" 2>&1; then pass "$C5: podman healthcheck run -> healthy"
  else fail "$C5: podman healthcheck run -> $(head -c 200 "$TMP/hc.out")"; fi
  check_stop "$C5"
else
  fail "$C5: the overridden command (serve --replay recordings) did not answer on the published port (exited, or ${START_TIMEOUT} s passed)"
  show_logs "$C5"
fi

# ---- 7. serve options from the environment (-e MOCK_SITE_REPLAY, -e MOCK_SITE_FALLBACK) --------
C6="mock-site-smoke-envopts-${RUN_ID}"
P6="$(free_port)"
if run_container "$C6" "$P6" -e MOCK_SITE_REPLAY=/app/recordings -e MOCK_SITE_FALLBACK=error \
   && wait_ready "$C6" "$P6"; then
  status="$(http_get "http://127.0.0.1:${P6}/wp-json/wp/v2/users" "$TMP/miss.json")"
  if [ "${status%% *}" = 404 ] && [ "$(json_field "$TMP/miss.json" code)" = mock_site_no_recording ]; then
    pass "$C6: MOCK_SITE_REPLAY and MOCK_SITE_FALLBACK=error apply (no recording -> 404 mock_site_no_recording)"
  else
    fail "$C6: GET /wp-json/wp/v2/users -> ${status}: $(head -c 200 "$TMP/miss.json")"
  fi
else
  fail "$C6: server with MOCK_SITE_REPLAY, MOCK_SITE_FALLBACK did not answer /__mock/health (exited, or ${START_TIMEOUT} s passed)"
  show_logs "$C6"
fi

# ---- 8. a server bound to loopback only is unhealthy (the published port cannot reach it) ---------
C7="mock-site-smoke-loopback-${RUN_ID}"
P7="$(free_port)"
if run_container "$C7" "$P7" -- node dist/cli/main.js serve --host 127.0.0.1; then
  deadline=$(( $(now) + START_TIMEOUT ))
  printed() { podman logs "$C7" >"$TMP/c7.log" 2>&1; grep -q 'mock-site  http://127.0.0.1:8080' "$TMP/c7.log"; }
  until printed || [ "$(now)" -ge "$deadline" ]; do sleep 0.5; done
  if ! printed; then
    fail "$C7: serve --host 127.0.0.1 printed no address within ${START_TIMEOUT} s"; show_logs "$C7"
  elif podman healthcheck run "$C7" >"$TMP/hc.out" 2>&1; then
    fail "$C7: bound to 127.0.0.1 only, yet podman healthcheck run -> healthy"
  else
    pass "$C7: bound to 127.0.0.1 only -> podman healthcheck run -> unhealthy (as the published port is unreachable)"
  fi
else
  fail "$C7: podman run failed"
fi

# ---- summary -------------------------------------------------------------------
echo
if [ "$FAILS" -eq 0 ]; then
  printf 'PASS docker smoke: %d checks passed in %d s\n' "$PASSES" "$(( $(now) - T_START ))"
  exit 0
else
  printf 'FAIL docker smoke: %d failed, %d passed in %d s\n' "$FAILS" "$PASSES" "$(( $(now) - T_START ))"
  exit 1
fi
