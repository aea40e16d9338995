/// Gathers an animation's colours for its global palette, one frame at a time in constant memory: the
/// first frame counts whole and each later one only where it changed, so that a still background weighs
/// once rather than once per frame, as it is stored once in the GIF.
public struct GIFPaletteBuilder: Sendable {
    private var histogram = ColorHistogram()
    private var previous: [UInt8]?

    /// An empty builder.
    public init() {}

    /// Adds the next frame of the animation.
    public mutating func add(_ frame: Bitmap) {
        let rgb = frame.opaqueRGB()
        if let previous, previous.count == rgb.count {
            let changed = (0..<(rgb.count / 3)).lazy.filter { rgbPixelsDiffer(previous, rgb, at: $0) }
            histogram.add(rgb: rgb, pixels: changed)
        } else {
            histogram.add(rgb: rgb)
        }
        previous = rgb
    }

    /// The global palette: the exact colours when there are at most 255, else Wu's 255; nil before any
    /// frame was added.
    public func palette() -> GIFPalette? { GIFPalette(histogram: histogram) }
}
