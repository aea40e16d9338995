import Foundation
import Raster

/// The faces `UIFont` can use: the bundled Inter faces and the font files registered at run time, by
/// PostScript name. Safe from any thread.
enum FontRegistry {
    nonisolated(unsafe) private static var registered: [String: FontFace] = [:]
    nonisolated(unsafe) private static var reportedMissingBundle = false
    private static let lock = NSLock()

    /// A bundled face; nil (after one warning) when the bundled fonts cannot be found.
    static func system(_ font: BundledFont) -> FontFace? {
        do {
            return try font.face()
        } catch {
            lock.lock()
            defer { lock.unlock() }
            if !reportedMissingBundle {
                reportedMissingBundle = true
                flipbookWarning("text is not drawn: \(error)")
            }
            return nil
        }
    }

    /// The face with PostScript name `name` (or the regular face of family `name`), bundled or registered.
    static func face(named name: String) -> FontFace? {
        if let bundled = BundledFont(rawValue: name) { return system(bundled) }
        if name == "Inter" { return system(.regular) }
        lock.lock()
        defer { lock.unlock() }
        if let face = registered[name] { return face }
        let family = registered.values.filter { $0.familyName == name }.sorted { $0.postScriptName < $1.postScriptName }
        return family.first { $0.styleName == "Regular" } ?? family.first
    }

    /// Reads and registers a font file; returns its PostScript name.
    static func register(contentsOf url: URL) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FontError("cannot read the font file \(url.path): \(error.localizedDescription)")
        }
        let face = try FontFace(data: data, name: url.lastPathComponent)
        lock.lock()
        defer { lock.unlock() }
        registered[face.postScriptName] = face
        return face.postScriptName
    }

    /// Every family name, sorted.
    static var familyNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(Set(registered.values.map(\.familyName)).union(["Inter"])).sorted()
    }

    /// The PostScript names of a family's faces, sorted.
    static func fontNames(forFamily family: String) -> [String] {
        var names = family == "Inter" ? BundledFont.allCases.map(\.rawValue) : []
        lock.lock()
        names += registered.values.filter { $0.familyName == family }.map(\.postScriptName)
        lock.unlock()
        return Array(Set(names)).sorted()
    }
}
