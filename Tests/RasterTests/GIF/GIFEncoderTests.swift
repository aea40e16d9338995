import Foundation
import Testing

@testable import Raster

@Suite struct GIFEncoderTests {
    @Test func fewColoursRoundTripExactlyWithChangedRectanglesOnly() throws {
        // 0 0 1 2 at 10 fps: the repeated frame merges into one of 20 cs.
        let frames = [0, 0, 1, 2].map { (GIFFixtures.square($0), 1) }
        let (gif, encoder) = try GIFFixtures.roundTrip(frames)
        #expect(encoder.storedFrameCount == 3)
        #expect(gif.frames.map(\.delay) == [20, 10, 10])
        #expect(gif.frames.map(\.rgb) == [0, 1, 2].map { GIFFixtures.square($0).opaqueRGB() })
        #expect(gif.frames[0].rect == GIFRect(x: 0, y: 0, width: 40, height: 30))
        // The square moved 3 px: columns 3...13 of rows 5...12 changed.
        #expect(gif.frames[1].rect == GIFRect(x: 3, y: 5, width: 11, height: 8))
        #expect(gif.frames.allSatisfy { !$0.hasLocalPalette })
        #expect(gif.globalColorCount == 4, "3 colours and the transparent index")
    }

    @Test func manyColoursAreDitheredCloseAndStaticPixelsNeverChange() throws {
        let frames = (0..<6).map { (GIFFixtures.gradient($0), 1) }
        let (gif, _) = try GIFFixtures.roundTrip(frames)
        for (index, frame) in gif.frames.enumerated() {
            let source = GIFFixtures.gradient(index).opaqueRGB()
            let error = GIFFixtures.meanError(frame.rgb, source)
            let blockError = GIFFixtures.blockError(frame.rgb, source, width: 64)
            #expect(error < 5 && blockError < 1.5, "frame \(index): mean error \(error), by 4×4 blocks \(blockError)")
        }
        // Rows 24... never change in the source: their dithered pixels must stay exactly as first shown.
        let staticPart = { (rgb: [UInt8]) in Array(rgb[(24 * 64 * 3)...]) }
        for frame in gif.frames.dropFirst() { #expect(staticPart(frame.rgb) == staticPart(gif.frames[0].rgb)) }
        #expect(gif.frames[1].rect.y == 2 && gif.frames[1].rect.height == 10, "only the moving block's rows")
    }

    @Test func aFrameTheGlobalPaletteServesBadlyGetsItsOwn() throws {
        // The global palette knows only the first frame's colours; the second frame is all other hues.
        var builder = GIFPaletteBuilder()
        builder.add(GIFFixtures.gradient(0))
        let frames = [(GIFFixtures.gradient(0), 1), (GIFFixtures.gradient(0, hue: 1), 1)]
        let (gif, encoder) = try GIFFixtures.roundTrip(frames, palette: builder.palette())
        #expect(encoder.localPaletteCount == 1)
        #expect(gif.frames.map(\.hasLocalPalette) == [false, true])
        let error = GIFFixtures.blockError(gif.frames[1].rgb, GIFFixtures.gradient(0, hue: 1).opaqueRGB(), width: 64)
        #expect(error < 1.5, "mean error by 4×4 blocks \(error) per channel")
    }

    @Test func delaysAddUpExactlyAndNoneIsUnder2CentisecondsAbove50FPS() throws {
        // 37 different frames at 60 fps last 37/60 s = 61.67 cs → 62 cs; 1.67 cs frames cannot all be kept.
        let frames = (0..<37).map { (GIFFixtures.square($0 % 9), 1) }
        let (gif, _) = try GIFFixtures.roundTrip(frames, framesPerSecond: 60)
        #expect(gif.frames.map(\.delay).reduce(0, +) == 62)
        #expect(gif.frames.allSatisfy { $0.delay >= 2 })
        #expect(gif.frames.count < 37 && gif.frames.count >= 20)
        // The last frame is always shown.
        #expect(gif.frames.last!.rgb == GIFFixtures.square(36 % 9).opaqueRGB())
    }

    @Test func heldFramesAndRoundingCarry() throws {
        // 3 fps: 33.3 cs a frame → starts at 0, 33, 67, and a frame held 4 ticks ends at 7/3 s = 233 cs.
        let frames = [
            (GIFFixtures.square(0), 1), (GIFFixtures.square(1), 1), (GIFFixtures.square(2), 1),
            (GIFFixtures.square(3), 4),
        ]
        let (gif, _) = try GIFFixtures.roundTrip(frames, framesPerSecond: 3)
        #expect(gif.frames.map(\.delay) == [33, 34, 33, 133])
    }

    @Test(arguments: [0, 1, 3]) func playCount(plays: Int) throws {
        let (gif, _) = try GIFFixtures.roundTrip(
            [(GIFFixtures.square(0), 1), (GIFFixtures.square(1), 1)], plays: plays)
        #expect(gif.plays == plays)
    }

    @Test func sameFramesGiveSameBytes() throws {
        let frames = (0..<4).map { (GIFFixtures.gradient($0), 1) }
        let (_, first) = try GIFFixtures.roundTrip(frames)
        let (_, second) = try GIFFixtures.roundTrip(frames)
        #expect(first.sink == second.sink)
    }

    @Test func badInputIsRefusedWithAReason() throws {
        let palette = GIFPalette(colors: [PaletteColor(r: 0, g: 0, b: 0)], isExact: true)
        #expect(throws: GIFError.self) {
            _ = try GIFEncoder(width: 0, height: 5, framesPerSecond: 10, plays: 0, globalPalette: palette, sink: Data())
        }
        let encoder = try GIFEncoder(
            width: 4, height: 4, framesPerSecond: 10, plays: 0, globalPalette: palette, sink: Data())
        let error = #expect(throws: GIFError.self) { try encoder.append(Bitmap(width: 5, height: 4)) }
        #expect(error?.description == "cannot encode GIF: a frame is 5×4, but the animation is 4×4")
        #expect(throws: GIFError.self) { try encoder.finish() }
    }
}
