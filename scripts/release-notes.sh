#!/bin/sh
# Prints the CHANGELOG.md section of one version (`scripts/release-notes.sh 1.2.3`), for the
# release workflow's notes; fails when there is none, so a release cannot go out undocumented.
set -eu
version="$1"
notes=$(awk -v v="$version" '
  /^## \[/ { on = index($0, "[" v "]") > 0; next }
  /^\[[^]]+\]: / { on = 0 }
  on { print }
' "${2:-CHANGELOG.md}")
if [ -z "$(printf '%s' "$notes" | tr -d '[:space:]')" ]; then
  echo "CHANGELOG.md has no section for $version." >&2
  exit 1
fi
printf '%s\n' "$notes"
