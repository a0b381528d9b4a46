#!/usr/bin/env bash
# Builds localhost/storefront-node:24-<hash of the Containerfile>, a base for deploy/Dockerfile (BASE_IMAGE) made from Debian
# bookworm's packages (mmdebstrap) and Node 24 and npm from the npm registry, on a machine that
# cannot pull images. Kept in the local image store: a second run takes a second. Prints the
# image's name (the only line on stdout).
#
# Usage: bash deploy/debian-base/build-base.sh   (root; podman, buildah, mmdebstrap installed;
#        Node 24 on PATH: `. scripts/use-lts-node.sh`)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
base=localhost/storefront-node:24-$(sha256sum "$here/Containerfile" | cut -c1-12)
debian=localhost/storefront-debian:bookworm
if podman image exists "$base"; then
  echo "Base image $base: present" >&2
  echo "$base"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! podman image exists "$debian"; then
  # minbase: dpkg, apt, bash, coreutils; ca-certificates for npm's TLS.
  mmdebstrap --quiet --variant=minbase --include=ca-certificates bookworm "$work/rootfs.tar"
  podman import --quiet "$work/rootfs.tar" "$debian" >/dev/null
fi
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 24 ]; then
  echo "Node 24 is needed on PATH (. scripts/use-lts-node.sh)" >&2
  exit 1
fi
cp "$(node -p process.execPath)" "$work/node"
(cd "$work" && npm pack --silent "npm@$(npm --version)" >/dev/null && mv npm-*.tgz npm.tgz)
cp "$here/Containerfile" "$work/"
mkdir -p "$work/extra-ca-certificates"
cp /usr/local/share/ca-certificates/*.crt "$work/extra-ca-certificates/" 2>/dev/null || true
buildah bud --quiet --isolation chroot --build-arg "DEBIAN_IMAGE=$debian" -t "$base" "$work" >/dev/null
echo "Base image $base: built ($(podman image inspect --format '{{.Size}}' "$base" | awk '{printf "%.0f MB", $1/1e6}'))" >&2
echo "$base"
