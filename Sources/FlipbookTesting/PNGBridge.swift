import Foundation

/// The only place FlipbookTesting touches the PNG codec of `Raster/PNG`.
enum PNGBridge {
    /// PNG bytes of `bitmap` (straight alpha, as the codec writes them), compressed with the `small`
    /// preset: goldens are written once and kept in the repository.
    static func encode(_ bitmap: Bitmap) throws -> Data {
        try PNGEncoder(preset: .small).encode(bitmap)
    }

    /// The bitmap stored in the PNG file at `url`.
    static func decode(contentsOf url: URL) throws -> Bitmap {
        try PNGDecoder().decode(contentsOf: url)
    }
}
