// swift-tools-version: 6.0
// An app team's package using Flipbook with swift-snapshot-testing: a zoom push of its own (Sources) and
// snapshot tests of it (Tests). It depends on the Flipbook repository by path; `Scripts/test.sh` builds and
// tests it.
import PackageDescription

let package = Package(
    name: "PhotoTransitions",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Flipbook", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .target(name: "PhotoTransitions", dependencies: [.product(name: "Flipbook", package: "Flipbook")]),
        .testTarget(
            name: "PhotoTransitionsTests",
            dependencies: [
                "PhotoTransitions",
                .product(name: "FlipbookSnapshotTesting", package: "Flipbook"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
