#!/usr/bin/env bash
# Formats every Swift file of the package in place with swift-format (settings in .swift-format).
# Scripts/test.sh runs `Scripts/format.sh --check`, which changes nothing and fails on unformatted code.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.swift' ':!:Fuzz/**' ':!:Fuzz/*')
if [ "${1:-}" = "--check" ]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format --in-place --parallel "${files[@]}"
fi
