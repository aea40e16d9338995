#!/bin/sh
# Fuzzes Flipbook with libFuzzer: scene files (YAML and JSON), the PNG decoder, the rasterizer with
# the display-list JSON writer (random display lists full of extreme numbers), and the display-list
# JSON reader followed by the rasterizer, and flipbook-port's engine (bytes as a Swift source file ported
# beside a small companion file; a refusal must be located and no porter bug; a success is ported again and
# must come out unchanged).
#
#   Scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]      (default: 60 s each; targets scene-yaml
#                                                        scene-json png raster display-list port)
#
# Swift code is built with -sanitize=fuzzer,address (Swift has no undefined-behaviour sanitizer on
# Linux; its own overflow and conversion checks trap instead), C code (the libpng wrapper, libyaml)
# with address and undefined-behaviour sanitizers. Each target's corpus starts from its seeds in
# Fixtures/ and Fuzz/Seeds/ (scene: the newer scene keys, dynamics, lists, grids, sheets, pages and their spines,
# scroll views, pinches, effects;
# port: the porter tests' snippets and the seed articles' code) and grows in Fuzz/.build/corpus/TARGET. Crashes, leaks, timeouts (300 s of wall time:
# the fuzzers run under nice -n 19, and on a busy machine they get ~1% of a core, so 10 s caught inputs of
# 0.1 s of CPU; replay a timeout alone to see whether it hangs) and out-of-memory inputs (2 GB) are kept
# in Fuzz/Crashers/TARGET/, where the FlipbookFuzzingTests replay them: commit them with the fix.
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-scene-yaml scene-json png raster display-list port}

swift build --package-path Fuzz --scratch-path Fuzz/.build -c debug \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
    -Xcc -fsanitize=fuzzer-no-link,address,undefined
binary=$(swift build --package-path Fuzz --scratch-path Fuzz/.build -c debug --show-bin-path)/flipbook-fuzz

for target in $targets; do
    case $target in
        scene-yaml|scene-json) seeds="Fixtures/Scenes Fuzz/Seeds/scene" ;;
        png) seeds="Fixtures/PNG/valid Fixtures/PNG/damaged Fixtures/Photos" ;;
        raster) seeds="Fuzz/Seeds/raster" ;;
        display-list) seeds="Fuzz/Seeds/display-list" ;;
        port) seeds="Fixtures/Porting Tests/ClientCorpus Fuzz/Seeds/port" ;;
        *) echo "unknown target $target" >&2; exit 64 ;;
    esac
    corpus=Fuzz/.build/corpus/$target
    # The porter's time grows with the file; 8 KiB keeps an input to a few seconds under ASan.
    max_len=65536
    [ "$target" = port ] && max_len=8192
    mkdir -p "$corpus" "Fuzz/Crashers/$target"
    for folder in $seeds; do
        for file in "$folder"/*; do
            case $target:$file in
                scene-yaml:*.yaml|scene-json:*.json|png:*.png|raster:*|display-list:*.json|port:*.swift) cp "$file" "$corpus/" ;;
            esac
        done
    done
    echo "== $target: $seconds s"
    # No Swift backtrace helper (it can outlive a crashed child and hold the pipe); libFuzzer reports.
    # Leaks in the toolchain's Foundation are suppressed (Fuzz/lsan-suppressions.txt names them);
    # Flipbook's own are findings.
    LSAN_OPTIONS=suppressions=Fuzz/lsan-suppressions.txt SWIFT_BACKTRACE=enable=no FLIPBOOK_FUZZ_TARGET=$target \
        nice -n 19 "$binary" "$corpus" \
        -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -max_total_time="$seconds" -timeout=300 -rss_limit_mb=2048 -max_len="$max_len" \
        -artifact_prefix="Fuzz/Crashers/$target/" -print_final_stats=1 \
        > "Fuzz/.build/$target.log" 2>&1 || true
    grep -E "^#[0-9]+.*(DONE|pulse|NEW)" "Fuzz/.build/$target.log" | tail -1 || true
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb|crashes|ooms|timeouts" "Fuzz/.build/$target.log" | tail -6 || true
    echo "kept: $(ls "Fuzz/Crashers/$target" | wc -l) crasher(s) in Fuzz/Crashers/$target"
done
