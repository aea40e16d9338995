import Foundation

/// Reads the files to port from the paths a user names: Swift files, and folders searched for `.swift` files
/// (hidden entries and `.build` skipped), sorted. Every problem is a located error and nothing is read past it:
/// a missing path, a symbolic-link loop, a file over the size limit, text that is not UTF-8.
public enum PortingInputs {
    /// The largest file the porter reads (4 MiB: a hand-written Swift file is far smaller).
    public static let maximumFileSize = 4 << 20

    /// The sources under `paths`, each with its output path relative to the folder named (or its own name).
    public static func collect(_ paths: [String]) throws(PortingFailure) -> [PortingSource] {
        var sources: [PortingSource] = []
        var diagnostics: [PortingDiagnostic] = []
        for path in paths {
            switch kind(of: path) {
            case .missing(let reason):
                diagnostics.append(at(path, path, reason))
            case .file:
                read(path, outputPath: (path as NSString).lastPathComponent, into: &sources, &diagnostics)
            case .folder:
                var visited: Set<String> = []
                walk(path, relative: "", visited: &visited, into: &sources, &diagnostics)
            }
        }
        guard diagnostics.isEmpty else { throw PortingFailure(diagnostics) }
        return sources.sorted { $0.outputPath < $1.outputPath }
    }

    private enum Kind {
        case file, folder
        case missing(String)
    }

    private static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ELOOP { return .missing("a loop of symbolic links; point at the real folder or file") }
            return .missing("no such file or folder (\(String(cString: strerror(code))))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .missing("not a regular file or folder")
        }
    }

    private static func walk(
        _ folder: String, relative: String, visited: inout Set<String>, into sources: inout [PortingSource],
        _ diagnostics: inout [PortingDiagnostic]
    ) {
        let real = (folder as NSString).resolvingSymlinksInPath
        guard visited.insert(real).inserted else {
            diagnostics.append(at(folder, folder, "a symbolic link back into a folder already read (a loop)"))
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            diagnostics.append(at(folder, folder, "the folder cannot be read"))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            let output = relative.isEmpty ? name : relative + "/" + name
            switch kind(of: path) {
            case .missing(let reason):
                diagnostics.append(at(path, path, reason))
            case .folder:
                walk(path, relative: output, visited: &visited, into: &sources, &diagnostics)
            case .file:
                if name.hasSuffix(".swift") { read(path, outputPath: output, into: &sources, &diagnostics) }
            }
        }
    }

    private static func read(
        _ path: String, outputPath: String, into sources: inout [PortingSource],
        _ diagnostics: inout [PortingDiagnostic]
    ) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumFileSize else {
            diagnostics.append(
                at(
                    path, "file of \(size) bytes",
                    "the porter reads Swift files up to \(maximumFileSize) bytes; split it"))
            return
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            diagnostics.append(at(path, path, "the file cannot be opened for reading"))
            return
        }
        defer { try? handle.close() }
        let data = (try? handle.readToEnd()) ?? Data()
        guard data.count <= maximumFileSize else {
            diagnostics.append(
                at(path, "file", "the porter reads Swift files up to \(maximumFileSize) bytes; split it"))
            return
        }
        let bytes = [UInt8](data)
        if let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) {
            sources.append(PortingSource(path: path, outputPath: outputPath, text: text))
        } else {
            let (line, column) = firstInvalidByte(bytes)
            diagnostics.append(
                PortingDiagnostic(
                    location: PortingLocation(path: path, line: line, column: column), construct: "binary data",
                    message: "the file is not UTF-8 Swift source (a NUL or an invalid byte here); is it a Swift file?"))
        }
    }

    /// The line and column of the first byte that is NUL or not valid UTF-8.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0: return (line, index - lineStart + 1)
            case 0x01..<0x80: length = 1
            case 0xC2..<0xE0: length = 2
            case 0xE0..<0xF0: length = 3
            case 0xF0..<0xF5: length = 4
            default: return (line, index - lineStart + 1)
            }
            guard index + length <= bytes.count,
                String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
            else { return (line, index - lineStart + 1) }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return (line, index - lineStart + 1)
    }

    private static func at(_ path: String, _ construct: String, _ message: String) -> PortingDiagnostic {
        PortingDiagnostic(
            location: PortingLocation(path: path, line: 1, column: 1), construct: construct, message: message)
    }
}
