/// Why a golden-frame check could not be carried out (as opposed to a frame that does not match).
public enum GoldenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An environment variable holds a value that is not one of the allowed ones.
    case invalidEnvironmentValue(variable: String, value: String, allowed: [String])
    /// A golden name or suite is empty or is not a single, plain path component.
    case invalidName(String, reason: String)
    /// A frame time is negative, not finite, or too large to name a file.
    case invalidFrameTime(Double)
    /// No directory containing `Package.swift` encloses the given source file, and no override was given.
    case packageRootNotFound(filePath: String)
    /// The golden file exists but could not be read or decoded.
    case unreadableGolden(path: String, reason: String)
    /// A file or folder could not be written.
    case writeFailed(path: String, reason: String)

    /// A sentence that says what is wrong and how to fix it.
    public var description: String {
        switch self {
        case .invalidEnvironmentValue(let variable, let value, let allowed):
            return "\(variable) has the invalid value \"\(value)\"; allowed values: \(allowed.joined(separator: ", "))"
        case .invalidName(let name, let reason):
            return "invalid golden name \"\(name)\": \(reason)"
        case .invalidFrameTime(let time):
            return "invalid frame time \(time) s: frame times must be finite, non-negative and below about 31 years"
        case .packageRootNotFound(let filePath):
            return "no Package.swift found above \(filePath); pass goldensDirectory: or set FLIPBOOK_GOLDENS_DIR"
        case .unreadableGolden(let path, let reason):
            return "could not read golden \(path): \(reason)"
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason)"
        }
    }
}
