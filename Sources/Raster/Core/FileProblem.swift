import Foundation

/// A file that could not be read or written, described in plain words ("is a folder", "permission
/// denied", "no space left on device") instead of a Foundation error domain, code and `UserInfo` dump.
public struct FileProblem: Error, CustomStringConvertible, Sendable {
    /// The file's path as given.
    public var path: String
    /// What is wrong, in words.
    public var reason: String

    /// A problem with `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }

    /// The contents of the regular file at `url`; folders, devices (such as `/dev/zero`) and other
    /// special files are refused before anything is read.
    public static func readRegularFile(_ url: URL) throws(FileProblem) -> Data {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw FileProblem(path: url.path, reason: String(cString: strerror(errno)).lowercased())
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileProblem(path: url.path, reason: "is a folder, not a file")
        default: throw FileProblem(path: url.path, reason: "is not a regular file (a device, pipe or socket)")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw FileProblem(path: url.path, reason: reason(error))
        }
    }

    /// What went wrong in `error`, in words: the system's message for the underlying `errno` when there
    /// is one, else a plain sentence for the Foundation error's kind.
    public static func reason(_ error: Error) -> String {
        if let problem = error as? FileProblem { return problem.reason }
        if let png = error as? PNGError { return png.reason }
        let nsError = error as NSError
        var current: NSError? = nsError
        while let e = current {
            if e.domain == NSPOSIXErrorDomain, let text = strerror(Int32(e.code)) {
                return String(cString: text).lowercased()
            }
            current = e.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        guard nsError.domain == NSCocoaErrorDomain else { return "\(error)" }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileWriteFileExists: return "a file of that name is in the way"
        case .fileReadTooLarge: return "the file is too large"
        case .fileReadCorruptFile: return "the file is damaged"
        case .fileReadUnknown: return "cannot be read"
        default: return nsError.code >= 512 && nsError.code < 1024 ? "cannot be written" : "cannot be read"
        }
    }
}
