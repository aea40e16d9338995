import Foundation

/// The fonts committed with Flipbook (Sources/Raster/Resources/Fonts): Inter 3.019 in nine weights
/// and a regular italic, so that text looks the same on every machine whatever fonts it has installed.
public enum BundledFont: String, CaseIterable, Sendable {
    case thin = "Inter-Thin"
    case extraLight = "Inter-ExtraLight"
    case light = "Inter-Light"
    case regular = "Inter-Regular"
    case medium = "Inter-Medium"
    case semiBold = "Inter-SemiBold"
    case bold = "Inter-Bold"
    case extraBold = "Inter-ExtraBold"
    case black = "Inter-Black"
    case italic = "Inter-Italic"

    nonisolated(unsafe) private static var loaded: [BundledFont: FontFace] = [:]
    private static let lock = NSLock()

    /// The face, read once and shared.
    public func face() throws(FontError) -> FontFace {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if let face = Self.loaded[self] { return face }
        let url = try Self.folder().appendingPathComponent("\(rawValue).otf")
        guard let data = try? Data(contentsOf: url) else { throw FontError("cannot read the bundled font \(url.path)") }
        let face = try FontFace(data: data, name: rawValue)
        Self.loaded[self] = face
        return face
    }

    /// The folder of the bundled fonts: Raster's resource bundle next to the executable (or test
    /// bundle), found without `Bundle.module` so a missing bundle is an error, not a crash.
    public static func folder() throws(FontError) -> URL {
        let bundleName = "Flipbook_Raster.resources"
        var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent(bundleName)]
        if let executable = Bundle.main.executableURL {
            candidates.append(
                executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(bundleName))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(bundleName))
        for candidate in candidates {
            let fonts = candidate.appendingPathComponent("Fonts")
            if FileManager.default.fileExists(atPath: fonts.appendingPathComponent("Inter-Regular.otf").path) {
                return fonts
            }
        }
        throw FontError(
            "the bundled fonts were not found (looked for \(bundleName) next to \(Bundle.main.bundleURL.path)); "
                + "keep the resource bundle beside the executable")
    }
}
