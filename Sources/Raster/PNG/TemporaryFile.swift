import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written in pieces that appears at its final path only once complete: the bytes go to a hidden
/// temporary file in the same directory (`.<name>.XXXXXX`), which ``commit(synchronize:)`` renames over the
/// target. A file that is never committed is removed when it is released, so an interrupted or failed
/// write leaves neither a half-written target nor the temporary file (a killed process leaves at most the
/// hidden file).
public final class TemporaryFile {
    /// The path the file takes once committed.
    public let url: URL
    /// How many bytes have been written (the end of the file).
    public private(set) var byteCount = 0
    private let temporaryPath: String
    private var descriptor: Int32
    private var committed = false

    /// A new, empty temporary file that will replace `url`.
    public init(replacing url: URL) throws {
        self.url = url
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !committed { unlink(temporaryPath) }
    }

    /// Appends `bytes` at the end of the file.
    public func append(_ bytes: Data) throws {
        try write(bytes, at: byteCount)
        byteCount += bytes.count
    }

    /// Overwrites bytes written earlier, starting `offset` bytes into the file.
    public func overwrite(at offset: Int, with bytes: Data) throws {
        precondition(offset >= 0 && offset + bytes.count <= byteCount, "overwrite past the end of the file")
        try write(bytes, at: offset)
    }

    /// Gives the file mode 0644 and renames it over ``url``. With `synchronize`, the file and then its
    /// directory are fsync'ed so the new contents survive a power loss.
    public func commit(synchronize: Bool = false) throws {
        precondition(!committed && descriptor >= 0, "a temporary file is committed once")
        guard fchmod(descriptor, 0o644) == 0 else { throw failure("cannot set permissions") }
        if synchronize, fsync(descriptor) != 0 { throw failure("cannot fsync \(temporaryPath)") }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw failure("cannot close \(temporaryPath)") }
        guard rename(temporaryPath, url.path) == 0 else {
            throw failure("cannot rename \(temporaryPath) over the target")
        }
        committed = true
        if synchronize {
            let directory = url.deletingLastPathComponent().path
            let directoryDescriptor = open(directory, O_RDONLY)
            guard directoryDescriptor >= 0 else { throw failure("cannot open \(directory)") }
            defer { close(directoryDescriptor) }
            guard fsync(directoryDescriptor) == 0 else { throw failure("cannot fsync \(directory)") }
        }
    }

    /// Writes every byte of `bytes` at `offset`, retrying after interrupts.
    private func write(_ bytes: Data, at offset: Int) throws {
        precondition(!committed && descriptor >= 0, "writing to a committed temporary file")
        let written = bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                done += n
            }
            return true
        }
        guard written else { throw failure("cannot write \(temporaryPath)") }
    }

    /// A `PNGError.io` for the target carrying `errno`'s description.
    private func failure(_ what: String) -> PNGError {
        PNGError(.io, "\(what): \(String(cString: strerror(errno)))", file: url.path)
    }
}
