// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "FlipbookScenes", targets: ["FlipbookScenes"]),
        .library(name: "FlipbookCatalog", targets: ["FlipbookCatalog"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
        .library(name: "FlipbookFuzzing", targets: ["FlipbookFuzzing"]),
        .library(name: "FlipbookPorting", targets: ["FlipbookPorting"]),
        .executable(name: "flipbook-port", targets: ["flipbook-port"]),
        .plugin(name: "FlipbookPort", targets: ["FlipbookPort"]),
        .library(name: "FlipbookSnapshotTesting", targets: ["FlipbookSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Only FlipbookSnapshotTesting links it. 1.19.0 is the first with `DiffAttachment` (diff images attached in
        // Swift Testing as in XCTest); 1.19.7 is the version tested.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // The only code that calls libpng (and libdeflate, for the `fast` preset's image data): every entry point has
        // its own setjmp.
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]
        ),
        // FreeType (glyph outlines) and HarfBuzz (text shaping), from the system (Scripts/install-dependencies.sh).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // giflib (animated GIF output); Debian ships no pkg-config file for it, so the module map links it.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        // GNU FriBidi (the Unicode Bidirectional Algorithm, for right-to-left text), from the system.
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // Pixels only: bitmaps, the display list, the rasterizer, PNG/APNG/GIF codecs, image comparison, and the
        // font faces (bundled Inter) whose glyph outlines it fills.
        .target(
            name: "Raster",
            dependencies: ["CPNG", "CFreeType", "CHarfBuzz", "CGIF"],
            resources: [.copy("Resources/Fonts"), .copy("Resources/Symbols")]
        ),
        // Chipmunk2D, the rigid-body engine under UIKit Dynamics; Debian ships no pkg-config file for it.
        .systemLibrary(name: "CChipmunk", providers: [.apt(["libchipmunk-dev"])]),
        // The world's per-step Chipmunk callbacks (body integration, material mixing, forces) in C, on Chipmunk's
        // own structures (chipmunk_structs.h): a field read there costs what it costs Chipmunk.
        .target(name: "CChipmunkSteps", dependencies: ["CChipmunk"]),
        // A rigid-body world on Chipmunk2D (bodies, shapes, joints, contacts, fixed steps); knows nothing of UIKit.
        .target(name: "RigidBodyPhysics", dependencies: ["CChipmunk", "CChipmunkSteps"]),
        // The UIKit-shaped API on a virtual clock.
        .target(
            name: "Flipbook",
            dependencies: [
                "Raster", "CFriBidi", "RigidBodyPhysics",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // Golden-frame assertions for XCTest and Swift Testing.
        .target(name: "FlipbookTesting", dependencies: ["Flipbook", "Raster"]),
        // Scene files (YAML/JSON): the model, the parser with located errors, validation.
        .target(name: "FlipbookScenes", dependencies: ["Flipbook", "Raster", "Yams"]),
        // The built-in demos: app-like screens, user-style animators for every seed article, UIKit defaults.
        .target(
            name: "FlipbookCatalog",
            dependencies: ["Flipbook", "FlipbookScenes", "Raster"],
            resources: [.copy("Resources/Photos")]
        ),
        // Strategies for swift-snapshot-testing's `assertSnapshot` on a transition recording: frames, contact sheets,
        // GIFs, display lists and timelines. A target of its own, so FlipbookTesting's users do not pull the package
        // in.
        .target(
            name: "FlipbookSnapshotTesting",
            dependencies: [
                "Flipbook", "FlipbookCatalog", "FlipbookScenes", "FlipbookTesting", "Raster",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The command-line tool's commands and options, as a library so they are testable and reusable.
        .target(
            name: "FlipbookCLI",
            dependencies: [
                "CChipmunk", "Flipbook", "FlipbookCatalog", "FlipbookScenes", "FlipbookTesting", "Raster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Resources/Viewer")]
        ),
        // What the fuzzing harness drives (Fuzz/, Scripts/fuzz.sh); its crashers are replayed as tests.
        .target(name: "FlipbookFuzzing", dependencies: ["FlipbookScenes", "FlipbookPorting", "Raster"]),
        // The porter's engine: rewrites iOS Swift sources (`@objc`, `#selector`, `@objc optional`, …) so that they
        // compile against `import Flipbook`. Pure text in, text out; no Flipbook types.
        .target(
            name: "FlipbookPorting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // `flipbook-port SOURCES… -o OUTPUT [--explain]`, thin over FlipbookPorting.
        .executableTarget(
            name: "flipbook-port",
            dependencies: ["FlipbookPorting", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The build-tool plugin that ports an iOS library's folders (named in `flipbook-port.json`) while building.
        .plugin(name: "FlipbookPort", capability: .buildTool(), dependencies: ["flipbook-port"]),
        // The command-line tool.
        .executableTarget(
            name: "flipbook",
            dependencies: [
                "Flipbook", "FlipbookCLI", "Raster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "FlipbookTesting"]),
        .testTarget(name: "RigidBodyPhysicsTests", dependencies: ["RigidBodyPhysics"]),
        .testTarget(name: "FlipbookTests", dependencies: ["Flipbook", "FlipbookTesting"]),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting"]),
        .testTarget(name: "FlipbookScenesTests", dependencies: ["FlipbookScenes", "FlipbookTesting"]),
        .testTarget(
            name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "FlipbookScenes", "FlipbookTesting", "Raster"]),
        .testTarget(name: "FlipbookFuzzingTests", dependencies: ["FlipbookFuzzing"]),
        .testTarget(name: "FlipbookPortingTests", dependencies: ["FlipbookPorting"]),
        .testTarget(
            name: "FlipbookSnapshotTestingTests",
            dependencies: [
                "FlipbookSnapshotTesting", "FlipbookCatalog", "Flipbook", "Raster",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "FlipbookCatalogTests", dependencies: ["FlipbookCatalog", "FlipbookScenes", "Flipbook"]),
        // Client code written as app developers write it (Tests/ClientCorpus, linked into both targets), compiled
        // in each language mode with warnings as errors: Swift 5 clients get UIKit's `@preconcurrency`
        // leniency without a diagnostic, Swift 6 clients keep the checks.
        .testTarget(
            name: "Swift5ClientTests",
            dependencies: ["Flipbook", "FlipbookTesting"],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])]
        ),
        .testTarget(
            name: "Swift6ClientTests",
            dependencies: ["Flipbook", "FlipbookTesting"],
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-warnings-as-errors"])]
        ),
    ]
)
