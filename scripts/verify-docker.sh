#!/usr/bin/env bash
# Proves the Dockerfile works on this machine, where no image registry is reachable: builds a
# local Node base image (scripts/docker/make-base-image.sh, cached), builds the app image with
# podman, runs it with a volume for /data and checks health, the home page, the user, the
# data volume and a clean exit on SIGTERM. Too slow for .ci/run; see docs/docker.md.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  cat <<'EOF'
Bruk: scripts/verify-docker.sh [--rebuild-base]

  --rebuild-base  lag base-imaget på nytt selv om det finnes fra før

Miljø: NODE_VERSION (standard: fra .node-version, den samme som testene kjører på),
VERIFY_PORT (standard 3917).
Må kjøres som root (debootstrap og podman uten rootless-oppsett).
EOF
}

rebuild_base=false
for argument in "$@"; do
  case $argument in
    --rebuild-base) rebuild_base=true ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

node_version=${NODE_VERSION:-$(tr -d ' \n' <.node-version)}
base_image=localhost/digitalepoteter-node-base:$node_version
app_image=localhost/digitalepoteter:verify
port=${VERIFY_PORT:-3917}
container=digitalepoteter-verify-$$
volume=$container-data
# Above the server's own 10 s drain, so a clean exit is the server's doing, not SIGKILL's.
grace_seconds=15
start_seconds=90
expected_title="Digitale Poteter AS"
log_dir=$(mktemp -d "${TMPDIR:-/tmp}/verify-docker.XXXXXX")
# runc cannot raise limits here, and podman's defaults for root exceed what this host allows.
open_files=$(ulimit -Hn)
host_ca_bundle=/etc/ssl/certs/ca-certificates.crt
podman=(podman --runtime runc --cgroup-manager cgroupfs)

summary=()
failures=0

fail() {
  echo "   FEIL: $*" >&2
  return 1
}

check() {
  local label=$1 started=$EPOCHREALTIME status=PASS
  shift
  echo "== $label"
  "$@" || status=FAIL
  local elapsed
  elapsed=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
  summary+=("$(printf '%s  %6ss  %s' "$status" "$elapsed" "$label")")
  [ "$status" = PASS ] || { failures=$((failures + 1)); return 1; }
}

install_tools() {
  local missing=()
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  command -v podman >/dev/null || missing+=(podman)
  command -v runc >/dev/null || missing+=(runc)
  command -v curl >/dev/null || missing+=(curl)
  [ "$(id -u)" = 0 ] || fail "må kjøres som root" || return 1
  [ ${#missing[@]} -eq 0 ] && { echo "   alt finnes"; return 0; }
  echo "   installerer ${missing[*]}"
  apt-get update -qq >"$log_dir/apt.log" 2>&1 &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >>"$log_dir/apt.log" 2>&1 ||
    fail "apt-get mislyktes, se $log_dir/apt.log"
}

ensure_base_image() {
  if ! $rebuild_base && podman image exists "$base_image"; then
    echo "   bruker bufret $base_image (--rebuild-base lager det på nytt)"
    return 0
  fi
  scripts/docker/make-base-image.sh "$base_image" "$node_version"
}

# The host's CA bundle is lent to the build steps (not stored in the image) so npm trusts the
# same registry certificates this host trusts, including a TLS-inspecting proxy's CA.
build_app_image() {
  "${podman[@]}" build --isolation chroot --format docker --pull=never --force-rm \
    --volume "$host_ca_bundle:/etc/ssl/certs/ca-certificates.crt:ro" \
    --build-arg "BASE_IMAGE=$base_image" --tag "$app_image" --file Dockerfile . \
    >"$log_dir/build.log" 2>&1 || { tail -n 40 "$log_dir/build.log" >&2; fail "bygget mislyktes, se $log_dir/build.log"; }
}

port_is_free() {
  ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null
}

# No systemd here to time the HEALTHCHECK, so the interval timer is off and the script runs
# the image's own HEALTHCHECK command with `podman healthcheck run`.
start_container() {
  port_is_free || fail "port $port er i bruk; velg en annen med VERIFY_PORT" || return 1
  "${podman[@]}" run --detach --name "$container" --network host \
    --ulimit "nofile=$open_files:$open_files" --ulimit nproc=4096:4096 \
    --health-interval disable --stop-timeout "$grace_seconds" \
    --env "PORT=$port" --env HOST=127.0.0.1 --volume "$volume:/data" \
    "$app_image" >/dev/null 2>"$log_dir/run.log" || { cat "$log_dir/run.log" >&2; return 1; }
}

wait_until_healthy() {
  local deadline=$((SECONDS + start_seconds))
  while [ $SECONDS -lt $deadline ]; do
    if [ "$(container_state Running)" != true ]; then
      show_logs
      fail "containeren stoppet under oppstart (exit $(container_state ExitCode))"
      return 1
    fi
    if "${podman[@]}" healthcheck run "$container" >/dev/null 2>&1; then
      echo "   HEALTHCHECK: $(container_state Health.Status)"
      return 0
    fi
    sleep 1
  done
  show_logs
  fail "ikke frisk etter $start_seconds s"
}

check_healthz() {
  local code
  code=$(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz") || fail "ingen svar fra /healthz" || return 1
  echo "   /healthz svarte $code"
  [ "$code" = 200 ] || fail "/healthz svarte $code"
}

check_home_page() {
  curl -fsS -o "$log_dir/home.html" "http://127.0.0.1:$port/" || fail "forsiden svarte ikke 200" || return 1
  local title
  title=$(grep -o '<title>[^<]*</title>' "$log_dir/home.html" | head -n 1)
  echo "   $title"
  [[ $title == "<title>$expected_title"* ]] || fail "fant ikke tittelen «$expected_title» på forsiden"
}

# A resized variant goes through sharp, so this proves its native binary loads in the image.
check_image_variant() {
  local path type
  path=$(grep -o '/bilder/[^"&? ]*?w=[0-9]*' "$log_dir/home.html" | head -n 1)
  [ -n "$path" ] || fail "forsiden viser ingen bilder fra /bilder/" || return 1
  type=$(curl -fsS -o /dev/null -w '%{content_type}' -H 'Accept: image/avif,image/webp,*/*' \
    "http://127.0.0.1:$port$path") || fail "$path svarte ikke 200" || return 1
  echo "   $path → $type"
  [[ $type == image/* ]] || fail "$path er ikke et bilde"
}

check_non_root() {
  local uid command user
  uid=$("${podman[@]}" exec "$container" sed -n 's/^Uid:\s*\([0-9]*\).*/\1/p' /proc/1/status) || fail "kunne ikke lese PID 1" || return 1
  command=$("${podman[@]}" exec "$container" sh -c "tr '\\0' ' ' </proc/1/cmdline")
  user=$("${podman[@]}" inspect --format '{{.Config.User}}' "$container")
  echo "   PID 1 er «$command» med uid $uid (USER $user)"
  [[ $command == "node "* ]] || fail "PID 1 er ikke node" || return 1
  [ -n "$uid" ] && [ "$uid" != 0 ] || fail "serveren kjører som root"
}

check_data_volume() {
  local mounts
  mounts=$("${podman[@]}" inspect --format '{{range .Mounts}}{{.Name}}:{{.Destination}} {{end}}' "$container")
  echo "   monteringer: $mounts"
  [[ $mounts == *"$volume:/data"* ]] || fail "/data er ikke volumet $volume" || return 1
  "${podman[@]}" exec "$container" test -s /data/app.db || fail "fant ikke /data/app.db"
}

check_sigterm() {
  local started=$SECONDS exit_code
  "${podman[@]}" kill --signal TERM "$container" >/dev/null
  exit_code=$(timeout "$grace_seconds" "${podman[@]}" wait "$container") ||
    fail "ikke avsluttet innen $grace_seconds s etter SIGTERM" || return 1
  echo "   avsluttet med kode $exit_code etter $((SECONDS - started)) s"
  "${podman[@]}" logs "$container" 2>&1 | grep -q "SIGTERM mottatt" ||
    fail "serveren logget ikke at den fikk SIGTERM" || return 1
  [ "$exit_code" = 0 ] || fail "exit-kode $exit_code, ventet 0"
}

check_volume_kept_data() {
  local mountpoint
  mountpoint=$(podman volume inspect --format '{{.Mountpoint}}' "$volume") || fail "fant ikke volumet" || return 1
  ls -ln "$mountpoint" | sed 's/^/   /'
  [ -s "$mountpoint/app.db" ] || fail "volumet mangler app.db etter stopp"
}

container_state() {
  "${podman[@]}" inspect --format "{{.State.$1}}" "$container" 2>/dev/null
}

show_logs() {
  echo "   -- logg fra containeren:" >&2
  "${podman[@]}" logs --tail 40 "$container" 2>&1 | sed 's/^/   | /' >&2
}

clean_up() {
  "${podman[@]}" rm --force --time 0 "$container" >/dev/null 2>&1 || true
  podman volume rm --force "$volume" >/dev/null 2>&1 || true
}

print_summary() {
  echo
  echo "== Oppsummering (logger i $log_dir)"
  printf '%s\n' "${summary[@]}"
  if [ $failures -eq 0 ]; then
    echo "PASS: imaget bygger, starter, svarer og avslutter ryddig"
  else
    echo "FAIL: $failures sjekk(er) feilet"
  fi
}

trap clean_up EXIT

run_checks() {
  check "Verktøy (debootstrap, podman, runc, curl)" install_tools || return
  check "Base-image $base_image" ensure_base_image || return
  check "Bygg $app_image (podman build --isolation chroot)" build_app_image || return
  check "Start med volum for /data på port $port" start_container || return
  check "HEALTHCHECK frisk" wait_until_healthy || return
  check "GET /healthz" check_healthz
  check "GET / har tittelen" check_home_page
  check "Bildevariant via sharp" check_image_variant
  check "Kjører som ikke-root" check_non_root
  check "DATA_DIR på volumet" check_data_volume
  check "SIGTERM gir exit 0 innen $grace_seconds s" check_sigterm
  check "Data ligger igjen på volumet" check_volume_kept_data
}

started=$SECONDS
run_checks || true
print_summary
echo "Tid totalt: $((SECONDS - started)) s"
[ $failures -eq 0 ]
