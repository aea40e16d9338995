import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite(.serialized) struct UIImageLoadingTests {
    private func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    private func writePNG(_ dir: URL, _ name: String, width: Int, height: Int) throws {
        let bitmap = Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        try PNGEncoder().write(bitmap, to: dir.appendingPathComponent(name))
    }

    @Test func contentsOfFileDecodesAndReadsTheScaleSuffix() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writePNG(dir, "plain.png", width: 6, height: 4)
        try writePNG(dir, "retina@2x.png", width: 6, height: 4)
        let plain = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("plain.png").path))
        #expect(plain.size == CGSize(width: 6, height: 4) && plain.scale == 1)
        #expect(plain.cgImage!.rasterImage.bitmap[0, 0] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        let retina = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("retina@2x.png").path))
        #expect(retina.size == CGSize(width: 3, height: 2) && retina.scale == 2)
    }

    @Test func missingAndDamagedFilesGiveNilAndLoadThrows() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("nope.png").path) == nil)
        let damaged = dir.appendingPathComponent("damaged.png")
        try Data("not a png".utf8).write(to: damaged)
        #expect(UIImage(contentsOfFile: damaged.path) == nil)
        #expect(throws: PNGError.self) { try UIImage.load(contentsOf: damaged) }
    }

    @Test func namedResolvesAgainstSearchDirectoriesPreferringTheScreenScale() throws {
        let dir = try folder()
        let other = try folder()
        defer {
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.removeItem(at: other)
        }
        try writePNG(dir, "icon.png", width: 2, height: 2)
        try writePNG(dir, "icon@2x.png", width: 4, height: 4)
        try writePNG(dir, "icon@3x.png", width: 6, height: 6)
        try writePNG(other, "only.png", width: 5, height: 5)
        let saved = UIImage.searchDirectories
        defer { UIImage.searchDirectories = saved }
        UIImage.searchDirectories = [dir, other]
        #expect(UIScreen.main.scale == 3)
        #expect(UIImage(named: "icon")?.scale == 3)
        #expect(UIImage(named: "icon")?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "icon.png")?.scale == 3)
        #expect(UIImage(named: "icon@2x")?.scale == 2)
        #expect(UIImage(named: "only")?.size == CGSize(width: 5, height: 5))
        #expect(UIImage(named: "missing") == nil)
        #expect(UIImage(named: "") == nil)
        UIScreen.main.scale = 2
        defer { UIScreen.main.scale = 3 }
        #expect(UIImage(named: "icon")?.scale == 2)
    }
}
