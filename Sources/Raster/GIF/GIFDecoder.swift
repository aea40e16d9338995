import CGIF
import Foundation

/// Reads an animated GIF back through giflib, composing each frame onto the canvas as a viewer does
/// (transparent pixels keep what is there; "restore to background" clears the frame's rectangle to white
/// afterwards), for checks of what ``GIFEncoder`` wrote.
public enum GIFDecoder {
    /// One frame as shown.
    public struct Frame: Sendable {
        /// The whole canvas after this frame, opaque RGB (three bytes a pixel).
        public var rgb: [UInt8]
        /// How long it shows, in centiseconds.
        public var delay: Int
        /// The rectangle the frame stores.
        public var rect: GIFRect
        /// Whether it carries its own colour table.
        public var hasLocalPalette: Bool
    }

    /// A decoded animation.
    public struct Animation: Sendable {
        /// Canvas width.
        public var width: Int
        /// Canvas height.
        public var height: Int
        /// The frames in order.
        public var frames: [Frame]
        /// How many times it plays (0: forever; 1 without a NETSCAPE2.0 block).
        public var plays: Int
        /// The global colour table's size (0 without one).
        public var globalColorCount: Int
    }

    /// Decodes the GIF file at `url`. Its canvas may have at most `maxPixels` pixels, every frame must lie
    /// inside it, and the decoded frames together (each a copy of the canvas, three bytes a pixel) may take
    /// at most `maxBytes`: all checked from the file's blocks before anything is allocated for them.
    public static func decode(
        contentsOf url: URL, maxPixels: Int = 100_000_000, maxBytes: Int = 1 << 30
    ) throws -> Animation {
        do {
            try GIFSizeCheck.check(try FileProblem.readRegularFile(url), maxPixels: maxPixels, maxBytes: maxBytes)
        } catch let problem as FileProblem {
            throw GIFError(problem.reason, action: "decode")
        }
        var error: Int32 = 0
        guard let file = DGifOpenFileName(url.path, &error) else { throw GIFError(message(error), action: "decode") }
        defer { DGifCloseFile(file, nil) }
        guard DGifSlurp(file) == GIF_OK else { throw GIFError(message(file.pointee.Error), action: "decode") }
        let width = Int(file.pointee.SWidth)
        let height = Int(file.pointee.SHeight)
        var canvas = [UInt8](repeating: 255, count: width * height * 3)
        var animation = Animation(
            width: width, height: height, frames: [], plays: 1,
            globalColorCount: Int(file.pointee.SColorMap?.pointee.ColorCount ?? 0))
        for index in 0..<Int(file.pointee.ImageCount) {
            let image = file.pointee.SavedImages[index]
            if index == 0 { animation.plays = plays(in: image) ?? 1 }
            var control = GraphicsControlBlock(
                DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
            DGifSavedExtensionToGCB(file, Int32(index), &control)
            let desc = image.ImageDesc
            let rect = GIFRect(x: Int(desc.Left), y: Int(desc.Top), width: Int(desc.Width), height: Int(desc.Height))
            guard let map = desc.ColorMap ?? file.pointee.SColorMap else {
                throw GIFError("frame \(index) has no colours", action: "decode")
            }
            for row in 0..<rect.height {
                for column in 0..<rect.width {
                    let value = Int32(image.RasterBits[row * rect.width + column])
                    guard value != control.TransparentColor, rect.x + column < width, rect.y + row < height else {
                        continue
                    }
                    let color = map.pointee.Colors[Int(value)]
                    let target = ((rect.y + row) * width + rect.x + column) * 3
                    canvas[target] = color.Red
                    canvas[target + 1] = color.Green
                    canvas[target + 2] = color.Blue
                }
            }
            animation.frames.append(
                Frame(rgb: canvas, delay: Int(control.DelayTime), rect: rect, hasLocalPalette: desc.ColorMap != nil))
            if control.DisposalMode == DISPOSE_BACKGROUND {
                for row in rect.y..<min(height, rect.y + rect.height) {
                    for column in rect.x..<min(width, rect.x + rect.width) {
                        for channel in 0..<3 { canvas[(row * width + column) * 3 + channel] = 255 }
                    }
                }
            }
        }
        return animation
    }

    /// The play count of a NETSCAPE2.0 block among the image's extensions (repeats + 1; 0 forever).
    private static func plays(in image: SavedImage) -> Int? {
        let blocks = (0..<Int(image.ExtensionBlockCount)).map { image.ExtensionBlocks[$0] }
        for (index, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE {
            let name = String(
                decoding: UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)), as: UTF8.self)
            guard name == "NETSCAPE2.0", index + 1 < blocks.count, blocks[index + 1].ByteCount >= 3 else { continue }
            let data = blocks[index + 1].Bytes!
            let repeats = Int(data[1]) | Int(data[2]) << 8
            return repeats == 0 ? 0 : repeats + 1
        }
        return nil
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
