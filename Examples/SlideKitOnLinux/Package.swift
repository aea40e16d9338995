// swift-tools-version: 6.0
// Builds ../SlideKit's unchanged iOS sources on Linux: the SlideKit target holds only flipbook-port.json,
// which names the folder; Flipbook's FlipbookPort plugin ports the sources into its work folder while
// building. SlideKitTests renders the transition to goldens with FlipbookTesting and writes slide.gif.
import PackageDescription

let package = Package(
    name: "SlideKitOnLinux",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Flipbook", path: "../..")],
    targets: [
        .target(
            name: "SlideKit",
            dependencies: [.product(name: "Flipbook", package: "Flipbook")],
            path: "Ported",
            plugins: [.plugin(name: "FlipbookPort", package: "Flipbook")]
        ),
        .testTarget(
            name: "SlideKitTests",
            dependencies: [
                "SlideKit", .product(name: "Flipbook", package: "Flipbook"),
                .product(name: "FlipbookTesting", package: "Flipbook"), .product(name: "Raster", package: "Flipbook"),
            ]
        ),
    ]
)
