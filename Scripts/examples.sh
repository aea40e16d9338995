#!/usr/bin/env bash
# Builds Examples/SlideKitOnLinux, which ports Examples/SlideKit's unchanged iOS sources through the
# FlipbookPort plugin, and runs its tests (goldens of the transition, its pan dismissal, and slide.gif).
# Scripts/test.sh runs it, so CI verifies the example; extra arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "$0")/../Examples/SlideKitOnLinux"
swift build --build-tests
swift test --skip-build "$@"
git diff --exit-code -- slide.gif
