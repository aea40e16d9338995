#!/usr/bin/env bash
# Installs the system libraries Flipbook links against when they are missing: libpng, zlib and libdeflate (PNG),
# FreeType (glyph outlines), HarfBuzz (text shaping), FriBidi (right-to-left text), giflib (--gif), Chipmunk2D (UIKit Dynamics), the
# ffmpeg executable (--video; the tests that need it skip with a notice without it) and pngcheck (the PNG
# encoder tests check their files with it, and skip that check with a notice without it). Fonts are not
# installed: the ones Flipbook draws with are committed under Sources/Raster/Resources/Fonts, so frames
# never depend on a machine's fonts.
#
# With --browser, or on CI (CI set to anything but "false"), it also installs Debian's chromium, which the
# player tests (PlayerBrowserTests) drive headless. It is opt-in elsewhere because it is large: about
# 125 MB to download and 400 MB installed (33 packages on a machine that has the libraries above);
# reinstalling chromium and chromium-common alone took 38 s here. Without it those tests are skipped with
# a notice.
set -euo pipefail
packages=(libpng-dev zlib1g-dev libdeflate-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libgif-dev libchipmunk-dev
    ffmpeg pkg-config pngcheck)
if [ "${1:-}" = "--browser" ] || { [ -n "${CI:-}" ] && [ "${CI:-}" != "false" ]; }; then
    packages+=(chromium)
fi
missing=()
for pkg in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]}"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
