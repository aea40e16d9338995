import Foundation

/// Where a registered font is visible. Flipbook has one process and nothing persists, so every
/// scope registers for the running process.
public enum CTFontManagerScope: UInt32, Sendable {
    /// No scope (Core Text rejects it for registration; Flipbook treats it as `.process`).
    case none = 0
    /// The font is available to the current process.
    case process = 1
    /// The font is available to all processes of the user (here: the process).
    case persistent = 2
    /// The font is available for the login session (here: the process).
    case session = 3

    /// The same as ``persistent``.
    public static var user: CTFontManagerScope { .persistent }
}

/// Core Text's font manager error codes (the `code` of a ``CFError`` in ``kCTFontManagerErrorDomain``).
public enum CTFontManagerError: Int, Sendable {
    /// The file does not exist or cannot be read.
    case fileNotFound = 101
    /// The process may not read the file.
    case insufficientPermissions = 102
    /// The file is not a font format Core Text (here FreeType) can read.
    case unrecognizedFormat = 103
    /// The file is a font but its data is unusable.
    case invalidFontData = 104
    /// The file was already registered.
    case alreadyRegistered = 105
    /// The file was not registered, so it cannot be unregistered.
    case notRegistered = 201
}

/// The error domain of font manager errors.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Registers the font file at `fontURL` (OpenType or TrueType) so that `UIFont(name:size:)` finds it
/// by PostScript name or family name. Returns false, and stores a retained ``CFError`` naming the
/// file in `error` when one is passed, if the file cannot be read, is not a font, or is already
/// registered.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    do {
        try FontRegistry.register(contentsOf: fontURL)
        return true
    } catch let failure {
        report(failure, into: error)
        return false
    }
}

/// Removes a font file registered with ``CTFontManagerRegisterFontsForURL(_:_:_:)``: its faces are
/// no longer found by name (fonts already made from it keep drawing). Returns false, with a
/// ``CTFontManagerError/notRegistered`` error, when the file was not registered.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    do {
        try FontRegistry.unregister(contentsOf: fontURL)
        return true
    } catch let failure {
        report(failure, into: error)
        return false
    }
}

/// Stores `failure` as a retained `CFError` where `pointer` points, if it points anywhere.
private func report(_ failure: FontRegistry.RegistrationError, into pointer: UnsafeMutablePointer<Unmanaged<CFError>?>?)
{
    pointer?.pointee = Unmanaged.passRetained(
        CFError(domain: kCTFontManagerErrorDomain, code: failure.code.rawValue, description: failure.message))
}
