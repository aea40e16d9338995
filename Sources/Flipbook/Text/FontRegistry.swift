import Foundation
import Raster

/// The faces `UIFont` can use: the bundled Inter faces and the font files registered at run time, by
/// PostScript name. Safe from any thread.
enum FontRegistry {
    nonisolated(unsafe) private static var registered: [String: FontFace] = [:]
    /// The PostScript name registered from each file (by standardized path).
    nonisolated(unsafe) private static var files: [String: String] = [:]
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

    /// Why a font file could not be registered or unregistered, as Core Text reports it.
    struct RegistrationError: Error {
        var code: CTFontManagerError
        var message: String
    }

    /// Reads and registers a font file under its PostScript name.
    static func register(contentsOf url: URL) throws(RegistrationError) {
        let path = url.standardizedFileURL.path
        lock.lock()
        let known = files[path] != nil
        lock.unlock()
        guard !known else {
            throw RegistrationError(code: .alreadyRegistered, message: "\(path) is already registered")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RegistrationError(
                code: .fileNotFound, message: "cannot read the font file \(path): \(error.localizedDescription)")
        }
        let face: FontFace
        do {
            face = try FontFace(data: data, name: path)
        } catch {
            throw RegistrationError(code: .unrecognizedFormat, message: error.message)
        }
        lock.lock()
        defer { lock.unlock() }
        registered[face.postScriptName] = face
        files[path] = face.postScriptName
    }

    /// Forgets the face registered from a font file.
    static func unregister(contentsOf url: URL) throws(RegistrationError) {
        let path = url.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        guard let name = files.removeValue(forKey: path) else {
            throw RegistrationError(code: .notRegistered, message: "\(path) is not registered")
        }
        registered[name] = nil
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
