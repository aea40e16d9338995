import Foundation
import Testing

@testable import Raster

/// A display list's image references: sizes are checked (checked arithmetic, whatever the limits) and held to
/// a memory limit before the provider makes or loads any pixels, and an image drawn by many items is asked
/// for once.
@Suite struct DisplayListReaderImageLimitTests {
    /// A list of `count` image items, all referring to images of `width × height` pixels named by `name(i)`.
    func list(count: Int, width: Int, height: Int, name: (Int) -> String) -> Data {
        let items = (0..<count).map { index in
            """
            {"op": "image", "rect": [0, 0, 1, 1], "radii": [0, 0, 0, 0], "sampling": "bilinear", "opacity": 1, \
            "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], \
            "image": {"name": "\(name(index))", "width": \(width), "height": \(height)}}
            """
        }
        return Data(
            #"{"width": 4, "height": 4, "background": [0, 0, 0, 1], "items": [\#(items.joined(separator: ", "))]}"#
                .utf8)
    }

    @Test func anImageDrawnManyTimesIsProvidedOnce() throws {
        let asked = ProvidedCount()
        let reader = DisplayListReader { reference in
            asked.count += 1
            return DisplayListReader.placeholder(for: reference)
        }
        let read = try reader.read(list(count: 50, width: 8, height: 8, name: { _ in "same" }))
        #expect(read.items.count == 50)
        #expect(asked.count == 1)
    }

    @Test func imagesBeyondTheMemoryLimitAreRefusedBeforeTheyAreMade() throws {
        var limits = DisplayListReader.Limits()
        limits.maxImageBytes = 3 * 100 * 100 * 4
        let asked = ProvidedCount()
        let reader = DisplayListReader(limits: limits) { reference in
            asked.count += 1
            return DisplayListReader.placeholder(for: reference)
        }
        _ = try reader.read(list(count: 3, width: 100, height: 100, name: { "image\($0)" }))
        #expect(
            throws: DisplayListReadError(
                field: "items[3].image",
                problem: #"image "image3" (100×100 pixels) takes the list's images over 1 MB"#)
        ) {
            try reader.read(list(count: 4, width: 100, height: 100, name: { "image\($0)" }))
        }
        #expect(asked.count == 6) // three for the first list, three for the second: never the fourth
    }

    @Test func oneImageIsHeldToThePixelLimit() {
        var limits = DisplayListReader.Limits()
        limits.maxPixels = 100
        #expect(
            throws: DisplayListReadError(
                field: "items[0].image", problem: "an image of 11×10 pixels is larger than the limit of 100 pixels")
        ) {
            try DisplayListReader(limits: limits, images: DisplayListReader.placeholder(for:))
                .read(list(count: 1, width: 11, height: 10, name: { _ in "big" }))
        }
    }

    /// Limits raised as far as they go: the claimed sizes' products overflow, and a side of 2^63 is no `Int`;
    /// both are located errors.
    @Test func sizesWhoseProductOverflowsAreErrors() {
        var limits = DisplayListReader.Limits()
        limits.maxSide = .max
        limits.maxPixels = .max
        limits.maxImageBytes = .max
        let side = Int.max / 2
        let frame = #"{"width": \#(side), "height": \#(side), "background": [0, 0, 0, 1], "items": []}"#
        #expect(throws: DisplayListReadError.self) {
            try DisplayListReader(limits: limits, images: DisplayListReader.placeholder(for:)).read(Data(frame.utf8))
        }
        #expect(throws: DisplayListReadError.self) {
            try DisplayListReader(limits: limits, images: DisplayListReader.placeholder(for:))
                .read(list(count: 1, width: side, height: side, name: { _ in "huge" }))
        }
        let beyondInt = #"{"width": 9223372036854775808, "height": 1, "background": [0, 0, 0, 1], "items": []}"#
        #expect(throws: DisplayListReadError.self) {
            try DisplayListReader(limits: limits, images: DisplayListReader.placeholder(for:))
                .read(Data(beyondInt.utf8))
        }
    }
}

/// How often an image provider was asked (the reader calls it on the reading thread only).
private final class ProvidedCount: @unchecked Sendable {
    var count = 0
}
