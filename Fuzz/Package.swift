// swift-tools-version: 6.0
// libFuzzer harness for Flipbook: one executable whose target is chosen by FLIPBOOK_FUZZ_TARGET
// (scene-yaml, scene-json, png, raster). Build and run it with Scripts/fuzz.sh, which passes
// -sanitize=fuzzer (libFuzzer supplies `main`) and the address sanitizer.
import PackageDescription

let package = Package(
    name: "FlipbookFuzz",
    dependencies: [.package(name: "Flipbook", path: "..")],
    targets: [
        .executableTarget(
            name: "flipbook-fuzz",
            dependencies: [.product(name: "FlipbookFuzzing", package: "Flipbook")]
        )
    ]
)
