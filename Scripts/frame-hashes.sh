#!/usr/bin/env bash
# Prints a SHA-256 for every frame of every catalog entry at scale 1 and of `flipbook bench`'s default entries at
# scale 3, one line per frame ("scale entry/NNNN.png hash"), sorted. Run it before and after a change that is
# only about speed and diff the two files: the PNG encoder is deterministic, so equal files mean equal pixels.
#
#   Scripts/frame-hashes.sh [--flipbook .build/release/flipbook] > before.txt
#   ... change, rebuild ...
#   Scripts/frame-hashes.sh > after.txt && diff before.txt after.txt && echo identical
set -euo pipefail

flipbook="$(dirname "$0")/../.build/release/flipbook"
if [[ "${1:-}" == "--flipbook" ]]; then
    flipbook="$2"
fi
[[ -x "$flipbook" ]] || { echo "no flipbook at $flipbook (swift build -c release --product flipbook)" >&2; exit 64; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

bench_entries=(push-system push-wechat picture-browser present-spring tab-slide-interactive
    catransition-cube-from-right catransition-page-curl-from-right present-circular-reveal present-card-shadow
    push-gradient-fade)

hash_entry() {
    local scale="$1" entry="$2"
    "$flipbook" render "$entry" --scale "$scale" --clean -o "$work/$scale/$entry" > /dev/null 2>&1 \
        || { echo "render failed: $entry at scale $scale" >&2; exit 70; }
    (cd "$work/$scale" && sha256sum "$entry"/[0-9][0-9][0-9][0-9].png | awk -v s="$scale" '{ print s, $2, $1 }')
    rm -rf "${work:?}/$scale/$entry"
}

{
    "$flipbook" list --names-only | while read -r entry; do
        [[ -n "$entry" ]] && hash_entry 1 "$entry"
    done
    for entry in "${bench_entries[@]}"; do
        hash_entry 3 "$entry"
    done
} | sort
