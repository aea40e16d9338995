/// Tiny textures the effects paint meshes with: a solid colour for shapes, ramps for shading and
/// shadows. The rasterizer's gradient paint draws the ramps; built once, shared.
enum EffectTextures {
    /// Opaque white, for tinting a mesh's shape (use the mesh opacity for strength).
    static let white = solid(PremultipliedPixel(r: 255, g: 255, b: 255, a: 255), name: "effect-white")

    /// Opaque black, for darkening a mesh's shape.
    static let black = solid(PremultipliedPixel(r: 0, g: 0, b: 0, a: 255), name: "effect-black")

    /// Black whose alpha rises linearly from 0 at `u = 0` to 1 at `u = 1` (constant in `v`).
    static let shadeRamp = horizontalRamp(
        width: 64, name: "effect-shade-ramp",
        stops: [Gradient.Stop(location: 0, color: .clear), Gradient.Stop(location: 1, color: .black)])

    /// Light to clear to dark: opaque white at `u = 0`, transparent at `u = ½`, opaque black at `u = 1`
    /// (constant in `v`) — highlights and shade on a surface in one texture.
    static let glint = horizontalRamp(
        width: 65, name: "effect-glint",
        stops: [
            Gradient.Stop(location: 0, color: .white),
            Gradient.Stop(location: 0.5, color: Color(red: 1, green: 1, blue: 1, alpha: 0)),
            Gradient.Stop(location: 0.5, color: .clear),
            Gradient.Stop(location: 1, color: .black),
        ])

    private static func solid(_ pixel: PremultipliedPixel, name: String) -> RasterImage {
        RasterImage(bitmap: Bitmap(width: 4, height: 4, fill: pixel), name: name)
    }

    /// A texture two texels tall whose first texel centre takes the ramp's start and whose last
    /// texel centre takes its end.
    private static func horizontalRamp(width: Int, name: String, stops: [Gradient.Stop]) -> RasterImage {
        let ramp = Gradient(
            kind: .linear, stops: stops, startX: 0.5, startY: 0, endX: Double(width) - 0.5, endY: 0)
        return RasterImage(bitmap: Rasterizer().render(gradient: ramp, width: width, height: 2), name: name)
    }
}
