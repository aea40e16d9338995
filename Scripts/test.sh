#!/usr/bin/env bash
# Installs what the build needs, then builds and runs the whole test suite, and builds the DocC catalogs
# with warnings as errors (a broken ``symbol`` link fails the run). Scripts/examples.sh builds and tests the
# example that ports an iOS library through the FlipbookPort plugin, and Examples/SnapshotTesting is built and tested.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
Scripts/format.sh --check
# A warning from the package's own Sources/ fails the run (dependencies' warnings are theirs to fix). An
# incremental build only reports files it recompiles; CI builds from a clean clone, so it sees them all.
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
swift build --build-tests 2>&1 | tee "$build_log"
if grep -a ": warning: " "$build_log" | grep -a "^$PWD/Sources/" | sort -u | grep .; then
    echo "error: the warnings above come from Sources/; fix them (CI treats them as errors)" >&2
    exit 1
fi
swift test --skip-build --parallel "$@"
Scripts/examples.sh
# The swift-snapshot-testing example is a package of its own (a path dependency on this one): build and test it.
(cd Examples/SnapshotTesting && swift build --build-tests && swift test --skip-build)
Scripts/docs.sh
