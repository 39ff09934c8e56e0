#!/usr/bin/env bash
# Makes a local stand-in for the official node:<major>-slim image where no image registry is
# reachable: a Debian bookworm minbase root (debootstrap, from the Debian mirror) plus the
# official Node.js binary and headers from the npm registry's `node-linux-<arch>` package
# and npm from the `npm` package, imported with `podman import` (decision 100).
#
# Usage: make-base-image.sh IMAGE NODE_VERSION (a full version, or a major for its newest)
set -euo pipefail

image=${1:?image name}
node_version=${2:?node version}
debian_suite=bookworm
debian_mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
npm_major=${NPM_MAJOR:-11}

case "$(uname -m)" in
  x86_64) node_arch=x64 ;;
  aarch64) node_arch=arm64 ;;
  *) echo "make-base-image: ingen Node-pakke for $(uname -m)" >&2; exit 1 ;;
esac

work=$(mktemp -d /var/tmp/node-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
rootfs=$work/rootfs

echo "-- debootstrap $debian_suite (minbase) fra $debian_mirror"
debootstrap --variant=minbase --include=ca-certificates,libatomic1,passwd "$debian_suite" "$rootfs" "$debian_mirror" \
  >"$work/debootstrap.log" 2>&1 || { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

# Same sources as the official Debian images, so `apt-get install` in a build gets updates.
rm -f "$rootfs/etc/apt/sources.list"
cat >"$rootfs/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $debian_mirror
Suites: $debian_suite $debian_suite-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${debian_mirror%/debian}/debian-security
Suites: $debian_suite-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
chroot "$rootfs" apt-get clean
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/log/*.log

echo "-- Node.js $node_version fra npm-pakken node-linux-$node_arch, npm $npm_major fra npm-pakken npm"
node_tgz=$(npm pack --silent --pack-destination "$work" "node-linux-$node_arch@$node_version")
npm_tgz=$(npm pack --silent --pack-destination "$work" "npm@$npm_major")
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work/$node_tgz" -C "$work/node" --strip-components=1
install -m 0755 "$work/node/bin/node" "$rootfs/usr/local/bin/node"
# The headers let node-gyp build native modules (better-sqlite3) without downloading them.
mkdir -p "$rootfs/usr/local/include"
cp -a "$work/node/include/node" "$rootfs/usr/local/include/node"
tar -xzf "$work/$npm_tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

node_version=$(chroot "$rootfs" /usr/local/bin/node --version)
npm_version=$(chroot "$rootfs" /usr/local/bin/node /usr/local/bin/npm --version)
# Node ships its own CA list; pointing it at the system bundle makes npm in a build trust
# what the machine trusts (verify-docker.sh lends the host's bundle to the build steps).
echo "-- importerer $image (node $node_version, npm $npm_version)"
tar -C "$rootfs" -c . | podman import --quiet \
  --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change "ENV npm_config_nodedir=/usr/local" \
  --change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt" \
  --change 'CMD ["node"]' \
  --message "debootstrap $debian_suite minbase + node $node_version + npm $npm_version" \
  - "$image" >/dev/null
