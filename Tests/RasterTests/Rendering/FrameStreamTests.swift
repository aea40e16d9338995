import Foundation
import Testing

@testable import Raster

/// ``FrameBatchWriter/stream(count:window:stoppingWhen:making:receiving:)``: frames made on the calling
/// thread while earlier ones render, handed back in order, with the files ``FrameBatchWriter/write(_:)``
/// writes.
@Suite struct FrameStreamTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A frame that differs from its neighbours, with a few still frames (identical ones) in a row.
    private func list(_ i: Int) -> DisplayList {
        let shade = Double(min(i, 9) % 5) / 4
        return DisplayList(
            width: 20, height: 12, background: Color(red: shade, green: 0.5, blue: 0),
            items: [.fill(FillItem(rect: Rect(x: 1.5, y: 2, width: Double(min(i, 9)), height: 5), color: .white))])
    }

    @Test(arguments: [(1, 1), (2, 2), (3, 5), (2, 64)])
    func writesTheFilesOfABatchAndHandsFramesBackInOrder(threads: Int, window: Int) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var made: [Int] = []
        var received: [Int] = []
        let end = FrameBatchWriter(threads: threads, preset: .fast).stream(
            count: 14, window: window, stoppingWhen: { false },
            making: { i in
                made.append(i)
                // Never more than `window` frames made and not yet handed back.
                #expect(made.count - received.count <= max(window, 1))
                return FrameBatchWriter.Frame(
                    list: list(i), url: dir.appendingPathComponent("\(i).png"), keepsBitmap: i.isMultiple(of: 3))
            },
            receiving: { i, output in
                received.append(i)
                #expect((output.bitmap != nil) == i.isMultiple(of: 3))
                if let bitmap = output.bitmap { #expect(bitmap == Rasterizer().render(list(i))) }
            })
        #expect(end == .finished)
        #expect(made == Array(0..<14))
        #expect(received == Array(0..<14))
        for i in 0..<14 {
            let data = try Data(contentsOf: dir.appendingPathComponent("\(i).png"))
            #expect(data == (try PNGEncoder(preset: .fast).encode(Rasterizer().render(list(i)))), "frame \(i)")
        }
    }

    @Test func stopsMakingWhenMakeGivesNothing() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var received: [Int] = []
        let end = FrameBatchWriter(threads: 2, preset: .fast).stream(
            count: 10, window: 4, stoppingWhen: { false },
            making: { i in
                i == 6 ? nil : FrameBatchWriter.Frame(list: list(i), url: dir.appendingPathComponent("\(i).png"))
            },
            receiving: { i, _ in received.append(i) })
        #expect(end == .stopped(index: 6, laterFrames: 0, laterBytes: 0))
        #expect(received == Array(0..<6))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == (0..<6).map { "\($0).png" }.sorted())
    }

    @Test func framesGivenUpOnLeaveNoFileAndNoTemporaryFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var received: [Int] = []
        let end = FrameBatchWriter(threads: 2, preset: .fast).stream(
            count: 8, window: 4, stoppingWhen: { true },
            making: { i in FrameBatchWriter.Frame(list: list(i), url: dir.appendingPathComponent("\(i).png")) },
            receiving: { i, _ in received.append(i) })
        #expect(end == .stopped(index: 0, laterFrames: 0, laterBytes: 0))
        #expect(received.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func reportsTheEarliestFileThatCouldNotBeWritten() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("no/such/folder")
        var received: [Int] = []
        let end = FrameBatchWriter(threads: 2, preset: .fast).stream(
            count: 8, window: 3, stoppingWhen: { false },
            making: { i in
                FrameBatchWriter.Frame(
                    list: list(i), url: (i >= 3 ? missing : dir).appendingPathComponent("\(i).png"))
            },
            receiving: { i, _ in received.append(i) })
        guard case .failed(let error) = end else {
            Issue.record("expected a failure, got \(end)")
            return
        }
        #expect(error.path == missing.appendingPathComponent("3.png").path)
        #expect(received == [0, 1, 2])
    }

    private struct Refused: Error {}

    @Test func rethrowsWhatMakeThrowsOnceTheWorkersAreDone() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: Refused.self) {
            _ = try FrameBatchWriter(threads: 2, preset: .fast).stream(
                count: 10, window: 4, stoppingWhen: { false },
                making: { i throws(Refused) in
                    if i == 5 { throw Refused() }
                    return FrameBatchWriter.Frame(list: list(i), url: dir.appendingPathComponent("\(i).png"))
                },
                receiving: { _, _ throws(Refused) in })
        }
        // Frames made before the throw either finished before it reached the caller or never started:
        // no file is half written, none of a frame after the throw.
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(Set(files).isSubset(of: (0..<5).map { "\($0).png" }))
        for name in files {
            #expect(try PNGDecoder().decode(Data(contentsOf: dir.appendingPathComponent(name))).width == 20)
        }
    }
}
