#!/usr/bin/env bash
# Regenerates the README gallery: for each entry below, a contact sheet of evenly spaced frames in
# Fixtures/Gallery/<entry>.png. The test suite renders the same sheets and fails when a file is not
# what the current code draws (Tests/FlipbookCLITests/GalleryTests.swift), so run this after a change
# that alters them, and look at the result before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
entries=(push-wechat push-kugou catransition-cube-from-right present-partial-curl present-circular-reveal present-card-shadow push-system tab-slide)
render_options=(--scale 1 --contact-sheet --sheet-frames 6 --preset small --quiet)
Scripts/install-dependencies.sh
swift build --product flipbook
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p Fixtures/Gallery
for entry in "${entries[@]}"; do
    .build/debug/flipbook render "$entry" -o "$work/$entry" "${render_options[@]}"
    cp "$work/$entry/contact-sheet.png" "Fixtures/Gallery/.$entry.png.partial"
    mv "Fixtures/Gallery/.$entry.png.partial" "Fixtures/Gallery/$entry.png"
done
echo "Fixtures/Gallery: ${entries[*]}"
