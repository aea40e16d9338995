import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see either the old contents or the complete new contents, never a
/// half-written file: the bytes go to a hidden temporary file in the same directory
/// (`.<name>.XXXXXX`), which is then renamed over the target. A process killed mid-write leaves
/// at most that hidden temporary file behind.
public enum AtomicFile {
    /// Writes `data` to `url` atomically with mode 0644. With `synchronize`, the file and then its
    /// directory are fsync'ed so the new contents survive a power loss.
    public static func write(_ data: Data, to url: URL, synchronize: Bool = false) throws {
        let target = url.path
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw failure("cannot create a temporary file in \(directory)", file: target)
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var isOpen = true
        var renamed = false
        defer {
            if isOpen { close(descriptor) }
            if !renamed { unlink(temporary) }
        }

        guard data.withUnsafeBytes({ writeAll(descriptor, $0) }) else {
            throw failure("cannot write \(temporary)", file: target)
        }
        guard fchmod(descriptor, 0o644) == 0 else { throw failure("cannot set permissions", file: target) }
        if synchronize, fsync(descriptor) != 0 { throw failure("cannot fsync \(temporary)", file: target) }
        isOpen = false
        guard close(descriptor) == 0 else { throw failure("cannot close \(temporary)", file: target) }
        guard rename(temporary, target) == 0 else {
            throw failure("cannot rename \(temporary) over the target", file: target)
        }
        renamed = true
        if synchronize {
            let directoryDescriptor = open(directory, O_RDONLY)
            guard directoryDescriptor >= 0 else { throw failure("cannot open \(directory)", file: target) }
            defer { close(directoryDescriptor) }
            guard fsync(directoryDescriptor) == 0 else { throw failure("cannot fsync \(directory)", file: target) }
        }
    }

    /// A `PNGError.io` carrying `errno`'s description.
    private static func failure(_ what: String, file: String) -> PNGError {
        PNGError(.io, "\(what): \(String(cString: strerror(errno)))", file: file)
    }
}

/// Writes every byte to `descriptor`, retrying after interrupts; false (with `errno` set) on failure.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += written
    }
    return true
}
