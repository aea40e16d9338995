#!/bin/sh
# Times flipbook-port (release) on ~10,000 generated lines of iOS Swift beside swift-syntax parsing the same
# text alone, and prints both and their ratio. A benchmark that prints figures; nothing asserts on them.
#
#   Scripts/port-bench.sh [LINES]     (default 10000)
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product flipbook-port >/dev/null
.build/release/flipbook-port --benchmark "${1:-10000}"
