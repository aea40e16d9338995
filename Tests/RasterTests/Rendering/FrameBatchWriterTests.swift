import Foundation
import Testing

@testable import Raster

@Suite struct FrameBatchWriterTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func list(_ shade: Double) -> DisplayList {
        DisplayList(width: 6, height: 4, background: Color(red: shade, green: 0, blue: 0))
    }

    @Test func writesEveryFrameInOrderAndKeepsOnlyTheBitmapsAskedFor() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = (0..<5).map { i in
            FrameBatchWriter.Frame(
                list: list(Double(i) / 4), url: i == 2 ? nil : dir.appendingPathComponent("\(i).png"),
                keepsBitmap: i.isMultiple(of: 2))
        }
        let outputs = try FrameBatchWriter(threads: 3, preset: .small).write(frames)
        #expect(outputs.map { $0.bitmap != nil } == [true, false, true, false, true])
        #expect(outputs[2].byteCount == 0 && outputs[0].byteCount > 0)
        #expect(outputs[4].bitmap == Rasterizer().render(list(1)))
        for i in [0, 1, 3, 4] {
            let data = try Data(contentsOf: dir.appendingPathComponent("\(i).png"))
            #expect(data.count == outputs[i].byteCount)
            #expect(try PNGDecoder().decode(data) == Rasterizer().render(list(Double(i) / 4)))
        }
    }

    /// A writer reuses finished frames' bitmaps in later batches; frames of another size or with items
    /// that leave pixels untouched must come out as if rendered into fresh bitmaps.
    @Test func laterBatchesRenderAsIntoFreshBitmaps() throws {
        let writer = FrameBatchWriter(threads: 2, preset: .small)
        let opaque = (0..<4).map { FrameBatchWriter.Frame(list: list(Double($0) / 4), url: nil) }
        _ = try writer.write(opaque)
        let clear = DisplayList(
            width: 6, height: 4, background: .clear,
            items: [
                .fill(FillItem(rect: Rect(x: 1, y: 1, width: 2, height: 2), color: Color(red: 0, green: 1, blue: 0)))
            ])
        let larger = DisplayList(width: 9, height: 5, background: Color(red: 0, green: 0, blue: 1))
        let outputs = try writer.write(
            [clear, larger, clear].map { FrameBatchWriter.Frame(list: $0, url: nil, keepsBitmap: true) })
        #expect(outputs.map(\.bitmap) == [clear, larger, clear].map { Rasterizer().render($0) })
    }

    /// Still frames (the end of a transition) reuse the bytes of an identical recent frame, across batches and
    /// threads, and every file is the one encoding it would write.
    @Test(arguments: [1, 3])
    func identicalFramesReuseTheFileBytes(threads: Int) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = FrameBatchWriter(threads: threads, preset: .fast)
        let shades = [0.0, 0.5, 0.5, 0.5, 1, 1, 0.5]
        var outputs: [FrameBatchWriter.Output] = []
        for batch in [0..<2, 2..<5, 5..<7] {
            outputs += try writer.write(
                batch.map { i in
                    FrameBatchWriter.Frame(list: list(shades[i]), url: dir.appendingPathComponent("\(i).png"))
                })
        }
        for (i, shade) in shades.enumerated() {
            let data = try Data(contentsOf: dir.appendingPathComponent("\(i).png"))
            #expect(data == (try PNGEncoder(preset: .fast).encode(Rasterizer().render(list(shade)))), "frame \(i)")
        }
        // Frames 2 and 3 repeat frame 1, frame 5 frame 4, and frame 6 frame 1 (still among the last threads + 1
        // frames); each twin's original was written in an earlier batch.
        #expect(outputs.map(\.reusedFile) == [false, false, true, true, false, true, true])
        // Twins in one batch: whichever renders first encodes, the others wait for its bytes.
        let twins = try writer.write(
            (7..<10).map { i in FrameBatchWriter.Frame(list: list(0.25), url: dir.appendingPathComponent("\(i).png")) })
        #expect(twins.filter { $0.reusedFile }.count == 2)
        let expected = try PNGEncoder(preset: .fast).encode(Rasterizer().render(list(0.25)))
        for i in 7..<10 { #expect(try Data(contentsOf: dir.appendingPathComponent("\(i).png")) == expected) }
    }

    @Test func throwsTheEarliestFailingFrameAfterTryingEveryOne() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("no/such/folder")
        let frames = [
            FrameBatchWriter.Frame(list: list(0), url: dir.appendingPathComponent("a.png")),
            FrameBatchWriter.Frame(list: list(0), url: missing.appendingPathComponent("b.png")),
            FrameBatchWriter.Frame(list: list(0), url: missing.appendingPathComponent("c.png")),
            FrameBatchWriter.Frame(list: list(0), url: dir.appendingPathComponent("d.png")),
        ]
        let error = #expect(throws: FrameBatchWriter.WriteError.self) {
            try FrameBatchWriter(threads: 2, preset: .fast).write(frames)
        }
        #expect(error?.path == missing.appendingPathComponent("b.png").path)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
    }

    @Test func framesGivenUpOnLeaveNoFileAndNoTemporaryFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = (0..<4).map { i in
            FrameBatchWriter.Frame(list: list(Double(i) / 4), url: dir.appendingPathComponent("\(i).png"))
        }
        let writer = FrameBatchWriter(threads: 1, preset: .fast)
        // One thread renders the frames in order; the first frame asks before it starts, before zeroing its
        // new bitmap's one band of rows and before clearing it, before the end of its render, while its PNG
        // is encoded and before its file is written: eight asks, and the second frame stops at its first.
        let outputs = try writer.write(frames, stoppingWhen: StopAfter(calls: 8).check)
        #expect(outputs.map { $0 != nil } == [true, false, false, false])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["0.png"])
        let none = try writer.write(frames, stoppingWhen: { true })
        #expect(none.allSatisfy { $0 == nil })
    }
}
