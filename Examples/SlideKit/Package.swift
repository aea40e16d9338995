// swift-tools-version: 5.9
// SlideKit: a small transition library laid out as iOS libraries are. It builds for iOS only (UIKit,
// `@objc`, `#selector`, an `@objc optional` delegate); ../SlideKitOnLinux builds the same sources on Linux
// through Flipbook's FlipbookPort plugin, without changing a line here.
import PackageDescription

let package = Package(
    name: "SlideKit",
    platforms: [.iOS(.v15)],
    products: [.library(name: "SlideKit", targets: ["SlideKit"])],
    targets: [.target(name: "SlideKit")]
)
