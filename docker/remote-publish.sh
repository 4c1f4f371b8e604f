#!/bin/sh
# Adds the version this image carries to the remote's volume, next to the versions published before
# (never replacing one), and lists it in versions.json, the store layout of scripts/remote-store.mjs.
set -eu
SRC="/opt/remote/${REMOTE_NAME}"
DEST="/usr/share/nginx/html/remotes/${REMOTE_NAME}"
mkdir -p "$DEST"
for dir in "$SRC"/*/; do
  version=$(basename "$dir")
  if [ ! -d "$DEST/$version" ]; then
    cp -R "$dir" "$DEST/.tmp-$version"
    mv "$DEST/.tmp-$version" "$DEST/$version"
  fi
  if ! grep -q "\"$version\"" "$DEST/versions.json" 2>/dev/null; then
    entry="  { \"version\": \"$version\", \"publishedAt\": \"$(date -u +%Y-%m-%dT%H:%M:%SZ)\" }"
    if [ -s "$DEST/versions.json" ]; then
      { sed '$d' "$DEST/versions.json" | sed '$s/$/,/'; echo "$entry"; echo "]"; } > "$DEST/versions.json.tmp"
    else
      printf '[\n%s\n]\n' "$entry" > "$DEST/versions.json.tmp"
    fi
    mv "$DEST/versions.json.tmp" "$DEST/versions.json"
    echo "remote-publish: ${REMOTE_NAME} ${version} published"
  fi
done
