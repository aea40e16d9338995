#!/usr/bin/env bash
# Installs what the build needs, builds the flipbook tool in release mode and renders a demo to out/demo.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
swift build -c release --product flipbook
.build/release/flipbook demo --output out/demo "$@"
