import Foundation

extension RasterImage {
    /// Loads a PNG file as an image named `name` (the file's name, e.g. `avatar.png`, by default).
    public convenience init(contentsOfPNG url: URL, name: String? = nil, decoder: PNGDecoder = PNGDecoder()) throws {
        self.init(bitmap: try decoder.decode(contentsOf: url), name: name ?? url.lastPathComponent)
    }
}
