#!/usr/bin/env bash
# Installs what the build needs, then builds and runs the whole test suite, and builds the DocC catalogs
# with warnings as errors (a broken ``symbol`` link fails the run). Scripts/examples.sh builds and tests the
# example that ports an iOS library through the FlipbookPort plugin, and Examples/SnapshotTesting is built and tested.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
Scripts/format.sh --check
swift build --build-tests
swift test --skip-build --parallel "$@"
Scripts/examples.sh
# The swift-snapshot-testing example is a package of its own (a path dependency on this one): build and test it.
(cd Examples/SnapshotTesting && swift build --build-tests && swift test --skip-build)
Scripts/docs.sh
