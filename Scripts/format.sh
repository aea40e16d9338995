#!/usr/bin/env bash
# Formats every Swift file of the package (and of the Fuzz package) in place with swift-format (settings in
# .swift-format), files not yet added to git included. Scripts/test.sh runs `Scripts/format.sh --check`,
# which changes nothing and fails on unformatted code or on a line over 120 columns.
set -euo pipefail
cd "$(dirname "$0")/.."
# Fuzz/Seeds holds inputs for the fuzzer (Swift sources given to the porter as they are), not code.
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.swift' ':!Fuzz/Seeds/*')
if [ "${1:-}" = "--check" ]; then
    swift format lint --strict --parallel "${files[@]}"
    # swift-format cannot break a string literal, so it leaves such a line long and does not report it. Files
    # marked `swift-format-ignore-file` keep their layout on purpose and are exempt here too.
    mapfile -t checked < <(grep -L 'swift-format-ignore-file' "${files[@]}")
    if long=$(LC_ALL=C.UTF-8 grep -n -E '^.{121,}$' "${checked[@]}" | cut -d: -f1,2); then
        sed 's/$/: error: line is longer than 120 columns/' <<<"$long" >&2
        exit 1
    fi
else
    swift format --in-place --parallel "${files[@]}"
fi
