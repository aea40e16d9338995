import Foundation

/// Writes ported files into an output folder, all or nothing as far as a file system allows: every file is
/// written to a temporary folder beside the output first, then moved into place; files whose text is unchanged
/// are left alone (so builds redo only what changed), and ported files no longer produced are removed. A folder
/// the porter did not make (no `.flipbook-port` marker) is written only when empty, and never one holding inputs.
public enum PortingOutput {
    /// The marker file naming a folder as the porter's.
    public static let marker = ".flipbook-port"

    /// Writes `files` into `folder`. `inputs` are the paths read, which the folder must not hold.
    public static func write(_ files: [PortedFile], to folder: String, inputs: [String]) throws(PortingFailure) {
        let manager = FileManager.default
        let output = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        for input in inputs {
            let path = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path
            if path == output || path.hasPrefix(output + "/") || output.hasPrefix(path + "/") {
                throw failure(
                    folder, "the output folder overlaps the input \(input); write the ported copies elsewhere")
            }
        }
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: output, isDirectory: &isFolder)
        if exists {
            guard isFolder.boolValue else { throw failure(folder, "the output path is a file, not a folder") }
            let entries = (try? manager.contentsOfDirectory(atPath: output)) ?? []
            guard entries.isEmpty || entries.contains(marker) else {
                throw failure(folder, "the folder is not empty and was not made by flipbook-port; choose an empty one")
            }
        }
        let parent = (output as NSString).deletingLastPathComponent
        let temporary = (parent as NSString).appendingPathComponent(
            ".\((output as NSString).lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? manager.removeItem(atPath: temporary)
            try manager.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            defer { try? manager.removeItem(atPath: temporary) }
            for file in files {
                let path = (temporary as NSString).appendingPathComponent(file.outputPath)
                try manager.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            }
            try Data().write(to: URL(fileURLWithPath: (temporary as NSString).appendingPathComponent(marker)))
            if !exists {
                try manager.moveItem(atPath: temporary, toPath: output)
                return
            }
            try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
            let wanted = Set(files.map(\.outputPath))
            for file in files {
                let target = (output as NSString).appendingPathComponent(file.outputPath)
                if let existing = manager.contents(atPath: target), existing == Data(file.text.utf8) { continue }
                try manager.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = try? manager.removeItem(atPath: target)
                try manager.moveItem(
                    atPath: (temporary as NSString).appendingPathComponent(file.outputPath), toPath: target)
            }
            let markerPath = (output as NSString).appendingPathComponent(marker)
            if !manager.fileExists(atPath: markerPath) { try Data().write(to: URL(fileURLWithPath: markerPath)) }
            for stale in (manager.enumerator(atPath: output)?.allObjects as? [String] ?? []).sorted()
            where stale.hasSuffix(".swift") && !wanted.contains(stale) {
                try manager.removeItem(atPath: (output as NSString).appendingPathComponent(stale))
            }
        } catch {
            throw failure(folder, "writing the ported files failed: \(error.localizedDescription)")
        }
    }

    private static func failure(_ folder: String, _ message: String) -> PortingFailure {
        PortingFailure([
            PortingDiagnostic(
                location: PortingLocation(path: folder, line: 1, column: 1), construct: "output", message: message)
        ])
    }
}
