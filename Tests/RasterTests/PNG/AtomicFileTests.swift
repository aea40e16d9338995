import Foundation
import Testing

@testable import Raster

@Suite struct AtomicFileTests {
    func temporaryDirectory() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("flipbook-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: [false, true])
    func replacesTheTargetAndLeavesNoTemporaryFiles(fsync: Bool) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        try Data("old contents".utf8).write(to: url)

        let bitmap = Bitmap(width: 3, height: 2, fill: PremultipliedPixel(r: 10, g: 20, b: 30, a: 40))
        try PNGEncoder().write(bitmap, to: url, fsync: fsync)

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
        #expect(try Data(contentsOf: url) == PNGEncoder().encode(bitmap))
        #expect(try PNGDecoder().decode(contentsOf: url) == bitmap)
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
    }

    @Test func failureLeavesTheOldFileAndNoTemporaryFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The target is a non-empty directory: rename(2) cannot replace it.
        let url = directory.appendingPathComponent("frame.png")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: url.appendingPathComponent("inside"))

        let error = try #require(throws: PNGError.self) {
            try PNGEncoder().write(Bitmap(width: 1, height: 1), to: url)
        }
        #expect(error.kind == .io)
        #expect(error.file == url.path)
        #expect(error.reason.contains("cannot rename"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
        #expect(try Data(contentsOf: url.appendingPathComponent("inside")) == Data("keep".utf8))
    }

    @Test func missingDirectoryIsAnIOError() throws {
        let url = URL(fileURLWithPath: "/nonexistent-flipbook-dir/frame.png")
        let error = try #require(throws: PNGError.self) { try PNGEncoder().write(Bitmap(width: 1, height: 1), to: url) }
        #expect(error.kind == .io)
        #expect(
            error.description.hasPrefix(
                "/nonexistent-flipbook-dir/frame.png: cannot create a temporary file in /nonexistent-flipbook-dir"))
    }
}
