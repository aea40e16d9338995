import FlipbookScenes
import Foundation
import Raster
import Synchronization

/// The stand-in photos bundled with the catalog (Resources/Photos, made by Scripts/fixtures/make_photos.py).
public enum CatalogPhotos {
    /// Every photo name.
    public static let names = ["mountains", "beach", "city", "fruit", "avatar-1", "avatar-2", "avatar-3"]

    /// Photos decoded so far, by name. One cache serves the whole process, every world and thread alike: a
    /// decoded photo never changes (`RasterImage` is immutable), so sharing it cannot leak state between
    /// scenes. The mutex makes each photo decode once even when scenes load it on several threads.
    private static let cache = Mutex<[String: RasterImage]>([:])

    /// The folder holding the photos: the catalog's resource bundle next to the executable (or test
    /// bundle), found without `Bundle.module` so a missing bundle is an error, not a crash.
    public static func folder() throws(CatalogError) -> URL {
        let bundleName = "Flipbook_FlipbookCatalog.resources"
        var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent(bundleName)]
        if let executable = Bundle.main.executableURL {
            candidates.append(
                executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(bundleName))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(bundleName))
        for candidate in candidates {
            let photos = candidate.appendingPathComponent("Photos")
            if FileManager.default.fileExists(atPath: photos.appendingPathComponent("beach.png").path) { return photos }
        }
        throw CatalogError(
            """
            the catalog's photos were not found (looked for \(bundleName) next to \(Bundle.main.bundleURL.path)); \
            keep the resource bundle beside the flipbook executable
            """
        )
    }

    /// The photo `name` (decoded once), as a scene image.
    public static func image(_ name: String) throws(CatalogError) -> SceneImage {
        let image = try cache.withLock { (cache) throws(CatalogError) -> RasterImage in
            if let cached = cache[name] { return cached }
            let url = try folder().appendingPathComponent("\(name).png")
            do {
                let image = try RasterImage(contentsOfPNG: url, name: "\(name).png")
                cache[name] = image
                return image
            } catch {
                throw CatalogError("cannot read the catalog photo \(url.path): \(error)")
            }
        }
        return SceneImage(image: image, path: "\(name).png")
    }
}

/// A problem with the catalog itself (a missing resource, an unknown entry).
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// An error with a message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
