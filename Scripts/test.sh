#!/usr/bin/env bash
# Installs what the build needs, then builds and runs the whole test suite, and builds the DocC catalogs
# with warnings as errors (a broken ``symbol`` link fails the run). Also builds and tests Examples/SnapshotTesting.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
Scripts/format.sh --check
swift build --build-tests
swift test --skip-build --parallel "$@"
# The swift-snapshot-testing example is a package of its own (a path dependency on this one): build and test it.
(cd Examples/SnapshotTesting && swift build --build-tests && swift test --skip-build)
Scripts/docs.sh
