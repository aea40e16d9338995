import Foundation

/// Why reading or writing a PNG (or APNG) failed.
///
/// The ``description`` names the file when there is one, then says what was wrong, including
/// libpng's own message and warnings, e.g.
/// `/tmp/a.png: damaged or invalid PNG: IDAT: CRC error`.
public struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad category of a failure.
    public enum Kind: Sendable, Equatable {
        /// The data is empty or does not start with the PNG signature.
        case notPNG
        /// The data is a PNG but damaged, truncated or invalid (libpng rejected it), or libpng
        /// warned and warnings are treated as errors.
        case invalidData
        /// The image's claimed size is beyond the decoder's limits (checked before allocating).
        case limitExceeded
        /// The image given to an encoder cannot be written (e.g. zero width, mismatched frames).
        case invalidInput
        /// Memory for the pixels or the output could not be allocated.
        case outOfMemory
        /// Reading or writing the file failed.
        case io
        /// The encoder's ``PNGEncoder/shouldStop`` asked it to stop before the image was done.
        case stopped
    }

    /// The category of the failure.
    public var kind: Kind
    /// The path of the file involved, when there is one.
    public var file: String?
    /// What went wrong, in words.
    public var reason: String

    /// An error of the given kind, optionally naming a file.
    public init(_ kind: Kind, _ reason: String, file: String? = nil) {
        self.kind = kind
        self.reason = reason
        self.file = file
    }

    /// The file (if any) and the reason, e.g. `frames/0001.png: not a PNG file: it is empty (0 bytes)`.
    public var description: String {
        if let file { return "\(file): \(reason)" }
        return reason
    }

    /// The same error, naming `path` as the file involved.
    func naming(_ path: String) -> PNGError {
        var copy = self
        copy.file = path
        return copy
    }
}

extension PNGError: LocalizedError {
    /// Same as ``description``.
    public var errorDescription: String? { description }
}
