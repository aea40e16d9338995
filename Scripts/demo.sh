#!/usr/bin/env bash
# Installs what the build needs, builds the flipbook tool in release mode and renders the catalog's
# push-wechat transition to out/demo (PNG frames and a contact sheet).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
swift build -c release --product flipbook
.build/release/flipbook render push-wechat -o out/demo --contact-sheet "$@"
