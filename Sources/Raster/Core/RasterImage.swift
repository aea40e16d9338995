/// An immutable image shared by reference between display lists and frames, so a display list can
/// name the same pixels many times without copying them. `name` identifies it in JSON dumps.
public final class RasterImage: Sendable {
    /// Premultiplied pixels.
    public let bitmap: Bitmap
    /// A stable, human-readable identifier (a file name, or a name given in code).
    public let name: String
    /// True when every pixel is opaque (computed once; lets the rasterizer skip blending).
    public let isOpaque: Bool

    /// Wraps a bitmap under a name.
    public init(bitmap: Bitmap, name: String) {
        self.bitmap = bitmap
        self.name = name
        var opaque = true
        var i = 3
        while i < bitmap.pixels.count {
            if bitmap.pixels[i] != 255 {
                opaque = false
                break
            }
            i += 4
        }
        self.isOpaque = opaque
    }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
}
