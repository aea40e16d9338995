#!/usr/bin/env bash
# Installs the system libraries Flipbook links against when they are missing: libpng and zlib (PNG),
# FreeType (glyph outlines), HarfBuzz (text shaping) and FriBidi (right-to-left text). Fonts are not installed: the ones Flipbook draws
# with are committed under Sources/Raster/Resources/Fonts, so frames never depend on a machine's fonts.
set -euo pipefail
missing=()
for pkg in libpng-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libfribidi-dev pkg-config; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]}"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
