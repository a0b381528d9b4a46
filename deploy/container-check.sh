#!/usr/bin/env bash
# CI for deploy/: builds deploy/Dockerfile with buildah on a base made from Debian's packages
# (deploy/debian-base), starts the image with podman, waits for /health/ready, runs its
# HEALTHCHECK, checks it runs as a non-root user, stops it (SIGTERM) and wants exit 0. Also checks
# deploy/nginx.conf with nginx -t and the compose file's shape.
#
# This machine has no image registry and no Docker daemon, and the container runs under these
# constraints, each a flag below: the build runs steps with chroot isolation (no OCI runtime
# needed); the run uses runc (crun refuses the hybrid cgroup layout), the host's network, and no
# default ulimits (setting them needs CAP_SYS_RESOURCE, which this machine lacks).
#
# Usage: bash deploy/container-check.sh   (root; installs podman, buildah, runc, mmdebstrap and
#        nginx from Debian when missing; Node 24 on PATH)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
started=$(date +%s)
image=localhost/storefront-api:check

missing=()
for pkg in podman buildah runc mmdebstrap nginx; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if ((${#missing[@]})); then
  DEBIAN_FRONTEND=noninteractive apt-get update >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
fi

# 1. The compose file and nginx's configuration (the upstream names pointed at loopback, since
#    nginx -t resolves them).
node deploy/check-compose.ts deploy/compose.yaml
work=$(mktemp -d)
container=""
cleanup() {
  if [ -n "$container" ]; then podman --runtime runc rm -f "$container" >/dev/null 2>&1 || true; fi
  # The build stage's images (hundreds of MB each run); the base and the checked image stay.
  podman image prune --force >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
sed -e 's/server api-[ab]:8080/server 127.0.0.1:9/' -e "s|error_log /dev/stderr|error_log $work/error.log|" \
  deploy/nginx.conf >"$work/nginx.conf"
nginx -t -q -c "$work/nginx.conf" -g "pid $work/nginx.pid;"
echo "deploy/nginx.conf: nginx -t passes"

# 2. The base and the image.
base=$(bash deploy/debian-base/build-base.sh)
build_started=$(date +%s)
buildah bud --quiet --isolation chroot --format docker --layers \
  --build-arg "BASE_IMAGE=$base" \
  -f deploy/Dockerfile -t "$image" . >/dev/null
user=$(podman image inspect --format '{{.Config.User}}' "$image")
healthcheck=$(podman image inspect --format '{{.Config.Healthcheck}}' "$image")
size=$(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}')
echo "Image $image built in $(($(date +%s) - build_started)) s ($size), user $user"
if [ -z "$user" ] || [ "$user" = root ] || [ "$user" = 0 ]; then
  echo "the image runs as root" >&2
  exit 1
fi
case "$healthcheck" in *health/live*) ;; *)
  echo "the image has no HEALTHCHECK on /health/live: $healthcheck" >&2
  exit 1
  ;;
esac

# 3. Start it on a free port, probe it, stop it.
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
export CONTAINERS_CONF="$work/containers.conf"
printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
# No systemd here to time the HEALTHCHECK: it is run once by hand below.
# (podman's stderr, kept aside, is its complaint that no systemd runs here to time it.)
container=$(podman --runtime runc run --detach --network host --health-interval disable \
  -e "PORT=$port" -e HOST=127.0.0.1 "$image" 2>"$work/podman-run.log") || {
  cat "$work/podman-run.log" >&2
  exit 1
}
ready=""
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1; then
    ready=yes
    break
  fi
  [ "$(podman --runtime runc inspect --format '{{.State.Running}}' "$container")" = true ] || break
  sleep 0.5
done
if [ -z "$ready" ]; then
  echo "the container did not become ready; its log:" >&2
  podman --runtime runc logs "$container" >&2
  exit 1
fi
echo "Container: GET /health/ready answers; runs as uid $(podman --runtime runc exec "$container" id -u)"
podman --runtime runc healthcheck run "$container" && echo "Container: HEALTHCHECK passes"
# (Its stderr is podman asking for systemd to remove a timer it never made; the exit code is checked.)
podman --runtime runc stop --time 40 "$container" >/dev/null 2>&1
exit_code=$(podman --runtime runc inspect --format '{{.State.ExitCode}}' "$container")
if [ "$exit_code" != 0 ]; then
  echo "SIGTERM: the container exited $exit_code, not 0; its log:" >&2
  podman --runtime runc logs "$container" >&2
  exit 1
fi
echo "Container: SIGTERM, exit 0. Checked in $(($(date +%s) - started)) s."
