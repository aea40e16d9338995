import Foundation
import PackagePlugin

/// Ports an iOS library's sources while a Linux package builds: the target's `flipbook-port.json` names the
/// folders to read (relative to the target's folder), and `flipbook-port` writes ported copies into the plugin's
/// work folder, which the target then compiles. The user's folders are only read. The command declares every
/// source as an input and every copy as an output, so it runs again only when a source or the file changed.
///
/// ```json
/// { "sources": ["../../../SlideKit/Sources/SlideKit"] }
/// ```
@main
struct FlipbookPort: BuildToolPlugin {
    /// The configuration file's name, beside the target's sources.
    static let configurationName = "flipbook-port.json"

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        guard
            let configuration = target.sourceFiles.first(where: { $0.url.lastPathComponent == Self.configurationName })?
                .url
        else {
            Diagnostics.error("target \(target.name) has no \(Self.configurationName) naming the folders to port")
            throw PluginError(description: "target \(target.name) has no \(Self.configurationName)")
        }
        let folders = try Self.folders(in: configuration, relativeTo: configuration.deletingLastPathComponent())
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        var inputs: [URL] = [configuration]
        var outputs: [URL] = []
        for folder in folders {
            for relative in Self.swiftFiles(in: folder, relative: "") {
                inputs.append(folder.appending(path: relative))
                outputs.append(output.appending(path: relative))
            }
        }
        return [
            .buildCommand(
                displayName: "Porting \(outputs.count) iOS sources of \(target.name) for Flipbook",
                executable: try context.tool(named: "flipbook-port").url,
                arguments: folders.map(\.path) + ["-o", output.path],
                inputFiles: inputs,
                outputFiles: outputs)
        ]
    }

    /// The folders the configuration names; a missing file, bad JSON or a missing folder is a located error.
    static func folders(in configuration: URL, relativeTo base: URL) throws -> [URL] {
        guard let data = FileManager.default.contents(atPath: configuration.path) else {
            throw located(configuration, 1, "the file cannot be read")
        }
        struct Configuration: Decodable { var sources: [String] }
        let parsed: Configuration
        do {
            parsed = try JSONDecoder().decode(Configuration.self, from: data)
        } catch {
            throw located(configuration, 1, "expected {\"sources\": [\"relative/folder\", …]}: \(error)")
        }
        let text = String(decoding: data, as: UTF8.self)
        return try parsed.sources.map { source in
            let folder = base.appending(path: source).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                let line =
                    text.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains("\"\(source)\"") }.map { $0 + 1 } ?? 1
                throw located(configuration, line, "\"\(source)\" is not a folder (looked for \(folder.path))")
            }
            return folder
        }
    }

    /// The `.swift` files under `folder`, relative to it, sorted; hidden entries skipped (as flipbook-port does).
    static func swiftFiles(in folder: URL, relative: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.flatMap { name -> [String] in
            let path = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appending(path: name).path, isDirectory: &isFolder)
            if exists && isFolder.boolValue { return swiftFiles(in: folder.appending(path: name), relative: path) }
            return name.hasSuffix(".swift") ? [path] : []
        }
    }

    private static func located(_ file: URL, _ line: Int, _ message: String) -> PluginError {
        Diagnostics.error(message, file: file.path, line: line)
        return PluginError(description: "\(file.path):\(line): error: \(message)")
    }
}

/// A configuration error, already reported as a located diagnostic.
struct PluginError: Error, CustomStringConvertible {
    var description: String
}
