# Sourced (`source scripts/use-node.sh`) by .ci/run, and by anyone whose machine has another
# Node than the one the Docker image ships: puts the Node named in .node-version on PATH.
# The npm registry ships Node's official Linux builds as `node-linux-<arch>` (binary and
# headers), so this needs no other host. It is unpacked once into the user's cache, and npm
# builds native modules (better-sqlite3) against its headers (decision 317).
use_node() {
  local wanted arch home download
  wanted=$(tr -d ' \n' <"$(dirname "${BASH_SOURCE[0]}")/../.node-version")
  if [ "$(node --version 2>/dev/null)" != "v$wanted" ]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64) arch=arm64 ;;
      *) echo "use-node: ingen Node-pakke for $(uname -m)" >&2; return 1 ;;
    esac
    home=${XDG_CACHE_HOME:-$HOME/.cache}/digitale-poteter/node-v$wanted-$arch
    if [ ! -x "$home/bin/node" ]; then
      echo "Henter Node $wanted (npm-pakken node-linux-$arch) til $home"
      download=$(mktemp -d)
      (cd "$download" && npm pack --silent "node-linux-$arch@$wanted" >/dev/null) &&
        mkdir -p "$home" && tar -xzf "$download"/node-linux-*.tgz -C "$home" --strip-components=1
      local status=$?
      rm -rf "$download"
      [ $status -eq 0 ] || { echo "use-node: fikk ikke hentet Node $wanted" >&2; return 1; }
    fi
    export PATH="$home/bin:$PATH"
    export npm_config_nodedir="$home"
  fi
  echo "Node $(node --version) ($(command -v node))"
}
use_node
