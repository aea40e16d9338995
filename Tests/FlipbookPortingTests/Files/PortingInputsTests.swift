import FlipbookPorting
import Foundation
import Testing

@Suite struct PortingInputsTests {
    /// A fresh temporary folder.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "porting-inputs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func foldersGiveTheirSwiftFilesSortedWithRelativeOutputs() throws {
        let root = try Self.folder()
        try Self.write("let b = 1\n", root + "/B.swift")
        try Self.write("let a = 1\n", root + "/Sub/A.swift")
        try Self.write("notes\n", root + "/README.md")
        try Self.write("let hidden = 1\n", root + "/.build/X.swift")
        let sources = try PortingInputs.collect([root])
        #expect(sources.map(\.outputPath) == ["B.swift", "Sub/A.swift"])
        #expect(sources.map(\.path) == [root + "/B.swift", root + "/Sub/A.swift"])
    }

    @Test func badPathsAreLocatedErrors() throws {
        let root = try Self.folder()
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: root + "/loop")
        try Data([0x69, 0x6D, 0x70, 0x0A, 0x61, 0xFF, 0x62]).write(to: URL(fileURLWithPath: root + "/bin.swift"))
        try Data(repeating: 0x20, count: PortingInputs.maximumFileSize + 1).write(
            to: URL(fileURLWithPath: root + "/big.swift"))
        do {
            _ = try PortingInputs.collect([root + "/missing", root + "/loop", root + "/bin.swift", root + "/big.swift"])
            Issue.record("expected errors")
        } catch {
            let messages = error.diagnostics.map(\.description)
            #expect(messages.count == 4)
            #expect(messages.contains { $0.hasPrefix(root + "/bin.swift:2:2: error: binary data") })
            #expect(messages.contains { $0.hasPrefix(root + "/big.swift:1:1:") && $0.contains("up to 4194304 bytes") })
            #expect(messages.contains { $0.hasPrefix(root + "/loop:1:1:") && $0.contains("loop of symbolic links") })
            #expect(messages.contains { $0.hasPrefix(root + "/missing:1:1:") && $0.contains("no such file") })
        }
    }
}
