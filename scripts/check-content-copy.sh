#!/usr/bin/env bash
# Validates the content of this checkout in a throwaway copy, so several people can check at once.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src"
cp -r "$root/content" "$root/schema" "$root/contentlayer.config.ts" "$root/package.json" "$tmp/"
cp -r "$root/src/content" "$tmp/src/"
ln -s "$root/node_modules" "$tmp/node_modules"
cd "$tmp" && npx contentlayer2 build 2>&1 | grep -v nodedir
[ -f .contentlayer/generated/index.mjs ] && node "$root/scripts/check-content.mjs" "$tmp/.contentlayer/generated"
