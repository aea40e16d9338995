#!/usr/bin/env bash
# Builds the DocC documentation of Flipbook, Raster and FlipbookTesting into .build/docs/<Module>.doccarchive
# with the toolchain's docc, from the symbol graphs SwiftPM dumps (what swift-docc-plugin does, without adding
# the plugin to every build's dependencies). Usage: Scripts/docs.sh [--preview Module]
set -euo pipefail
cd "$(dirname "$0")/.."
# SwiftPM also tries the test bundles' synthesized modules (FlipbookPackageTests, …), which it cannot load, and then
# exits non-zero; only the three documented modules' graphs matter, and each is checked below.
swift package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 || true
source="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
for module in Flipbook Raster FlipbookTesting; do
    [ -s "$source/$module.symbols.json" ] || { echo "docs.sh: no symbol graph for $module in $source" >&2; exit 1; }
done
for module in Flipbook Raster FlipbookTesting; do
    graphs=".build/docs/symbol-graphs/$module"
    rm -rf "$graphs" && mkdir -p "$graphs"
    cp "$source/$module.symbols.json" "$graphs/"
    find "$source" -name "$module@*.symbols.json" -exec cp {} "$graphs/" \;
    options=(--additional-symbol-graph-dir "$graphs" --fallback-display-name "$module"
             --fallback-bundle-identifier "flipbook.$module")
    if [ "${1:-}" = "--preview" ]; then
        [ "${2:-}" = "$module" ] && exec docc preview "Sources/$module/$module.docc" "${options[@]}"
        continue
    fi
    docc convert "Sources/$module/$module.docc" "${options[@]}" --warnings-as-errors \
        --output-path ".build/docs/$module.doccarchive"
    echo "wrote .build/docs/$module.doccarchive"
done
