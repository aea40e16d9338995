import Foundation

extension UIImage {
    /// Where ``init(named:)`` looks for images in the current world, in order (default: the main bundle's
    /// resources directory). Set it in tests or tools to point at a folder of PNGs.
    public static var searchDirectories: [URL] {
        get { World.current.imageSearchPath.directories }
        set { World.current.imageSearchPath.directories = newValue }
    }

    /// Loads a PNG file; a name ending in `@2x` or `@3x` (before `.png`) sets the scale, as in UIKit.
    /// Throws a clear error (missing file, not a PNG, damaged data, too large).
    public static func load(contentsOf url: URL) throws -> UIImage {
        let bitmap = try PNGDecoder().decode(contentsOf: url)
        return UIImage(bitmap: bitmap, scale: scaleSuffix(of: url), name: url.lastPathComponent)
    }

    /// Loads a PNG file, or returns nil when there is no readable PNG at `path` (a damaged file is also
    /// reported on standard error). See ``load(contentsOf:)`` for the throwing version.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let image = try UIImage.load(contentsOf: url)
            self.init(cgImage: image.cgImage!, scale: image.scale)
        } catch {
            flipbookWarning("UIImage(contentsOfFile: \"\(path)\"): \(error)")
            return nil
        }
    }

    /// Finds a PNG by name in ``searchDirectories``: `name` may omit `.png`; `name@3x.png`, `name@2x.png` and
    /// `name.png` are tried, the current world's main screen's scale first. Returns nil when none exists.
    public convenience init?(named name: String) {
        guard let url = UIImage.resolve(named: name, in: UIImage.searchDirectories) else { return nil }
        self.init(contentsOfFile: url.path)
    }

    /// Like ``init(named:)``, looking in `bundle`'s resources directory (nil: the main bundle) instead.
    public convenience init?(named name: String, in bundle: Bundle?) {
        let directory = (bundle ?? .main).resourceURL ?? (bundle ?? .main).bundleURL
        guard let url = UIImage.resolve(named: name, in: [directory]) else { return nil }
        self.init(contentsOfFile: url.path)
    }

    /// The first existing file for `name` in `directories` (each directory tried with every scale suffix).
    static func resolve(named name: String, in directories: [URL]) -> URL? {
        guard !name.isEmpty else { return nil }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let preferred = World.current.imageSearchPath.preferredScale
        let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        let hasSuffix = base.hasSuffix("@2x") || base.hasSuffix("@3x")
        let candidates = hasSuffix ? [base + ".png"] : scales.map { $0 == 1 ? base + ".png" : "\(base)@\($0)x.png" }
        for directory in directories {
            for file in candidates {
                let url = directory.appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    static func scaleSuffix(of url: URL) -> CGFloat {
        let stem = url.deletingPathExtension().lastPathComponent
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
