/// Tiny generated textures the effects paint meshes with: a solid colour for shapes, a ramp for
/// shading and shadows. Built once, shared.
enum EffectTextures {
    /// Opaque white, for tinting a mesh's shape (use the mesh opacity for strength).
    static let white = solid(PremultipliedPixel(r: 255, g: 255, b: 255, a: 255), name: "effect-white")

    /// Opaque black, for darkening a mesh's shape.
    static let black = solid(PremultipliedPixel(r: 0, g: 0, b: 0, a: 255), name: "effect-black")

    /// Black whose alpha rises linearly from 0 at `u = 0` to 1 at `u = 1` (constant in `v`).
    static let shadeRamp: RasterImage = {
        let width = 64
        var bitmap = Bitmap(width: width, height: 2)
        for x in 0..<width {
            let alpha = UInt8((Double(x) / Double(width - 1) * 255).rounded())
            for y in 0..<2 { bitmap[x, y] = PremultipliedPixel(r: 0, g: 0, b: 0, a: alpha) }
        }
        return RasterImage(bitmap: bitmap, name: "effect-shade-ramp")
    }()

    /// Light to clear to dark: opaque white at `u = 0`, transparent at `u = ½`, opaque black at `u = 1`
    /// (constant in `v`) — highlights and shade on a surface in one texture.
    static let glint: RasterImage = {
        let width = 65
        var bitmap = Bitmap(width: width, height: 2)
        for x in 0..<width {
            let u = Double(x) / Double(width - 1)
            let alpha = UInt8((abs(2 * u - 1) * 255).rounded())
            let white = u < 0.5 ? alpha : 0
            for y in 0..<2 { bitmap[x, y] = PremultipliedPixel(r: white, g: white, b: white, a: alpha) }
        }
        return RasterImage(bitmap: bitmap, name: "effect-glint")
    }()

    private static func solid(_ pixel: PremultipliedPixel, name: String) -> RasterImage {
        RasterImage(bitmap: Bitmap(width: 4, height: 4, fill: pixel), name: name)
    }
}
