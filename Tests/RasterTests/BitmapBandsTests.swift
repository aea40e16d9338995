import Foundation
import Testing

@testable import Raster

/// Allocating and clearing a frame in bands of rows that each ask whether to stop: a stop asked for in the
/// middle of a huge frame's allocation or clear is honoured at the next band, not after the whole frame.
@Suite struct BitmapBandsTests {
    @Test func aBandedAllocationIsATransparentBitmap() throws {
        let stop = StopAfter(calls: .max)
        let bitmap = try #require(Bitmap(width: 5, height: 130, stoppingWhen: stop.check))
        #expect(bitmap == Bitmap(width: 5, height: 130))
        #expect(stop.count == 3) // rows 0, 64 and 128 start a band
    }

    @Test func anAllocationStopsAtTheNextBand() {
        let stop = StopAfter(calls: 2)
        #expect(Bitmap(width: 4096, height: 4096, stoppingWhen: stop.check) == nil)
        #expect(stop.count == 3) // two bands zeroed, then asked once more and stopped: 62 bands never touched
    }

    /// A frame cleared to red whose stop comes while the background is cleared: the bands after it stay as
    /// they were, no item is painted, and the render reports that it stopped.
    @Test func aClearStopsAtTheNextBand() {
        let height = 64 * 8
        let list = DisplayList(
            width: 16, height: height, background: Color(red: 1, green: 0, blue: 0, alpha: 1),
            items: [.fill(FillItem(rect: Rect(x: 0, y: 0, width: 4, height: 4), color: .white))])
        var bitmap = Bitmap(width: 16, height: height) // the right size: nothing allocated
        let stop = StopAfter(calls: 3)
        #expect(!Rasterizer().render(list, into: &bitmap, stoppingWhen: stop.check))
        #expect(stop.count == 5) // three bands cleared, the fourth ask stops it, and the final check
        let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
        #expect(bitmap[0, 0] == red) // the item was never painted
        #expect(bitmap[15, 64 * 3 - 1] == red)
        #expect(bitmap[0, 64 * 3] == .transparent)
        #expect(bitmap[15, height - 1] == .transparent)
    }

    @Test func aFrameStoppedWhileAllocatedOrClearedWritesNoFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = DisplayList(width: 64, height: 64 * 6, background: .white, items: [])
        let frame = FrameBatchWriter.Frame(list: list, url: folder.appendingPathComponent("0000.png"))
        // Asks: 1 the writer's before the frame, 2–7 before the new bitmap's six bands, 8–13 before clearing
        // them. Stopping at the first, during the allocation, during the clear.
        for calls in [0, 3, 9] {
            let outputs = try FrameBatchWriter(threads: 1, preset: .fast)
                .write([frame], stoppingWhen: StopAfter(calls: calls).check)
            #expect(outputs.count == 1 && outputs[0] == nil, "stopped after \(calls) asks")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }
}
