extension Painter {
    /// A solid (rounded) rectangle under any transform.
    mutating func paintFill(_ fill: FillItem, into target: RenderTarget, clip: IntRect) {
        guard let color = fill.drawableColor else { return }
        roundedRectOutline(fill.rect, radii: fill.radii, transform: fill.transform, into: &outline)
        guard loadOutline(clip: clip) else { return }
        fillLoaded(with: SolidShader(color: color), into: target, clip: clip)
    }

    /// An image stretched over a (rounded) rectangle under any transform.
    mutating func paintImage(_ item: ImageItem, into target: RenderTarget, clip: IntRect) {
        let opacity = item.opacityByte
        guard opacity > 0, let source = item.validSource,
            let deviceToLocal = item.transform.planeHomography.inverse
        else { return }
        // Local rectangle → texel space, an affine map; composed with device → local.
        let sx = source.width / item.rect.width
        let sy = source.height / item.rect.height
        let localToTexel = Matrix3(
            sx, 0, 0,
            0, sy, 0,
            source.x - item.rect.x * sx, source.y - item.rect.y * sy, 1)
        guard let map = TextureMap(deviceToLocal.concatenating(localToTexel)) else { return }
        roundedRectOutline(item.rect, radii: item.radii, transform: item.transform, into: &outline)
        guard loadOutline(clip: clip) else { return }
        let image = item.image
        let s = StandardRect(source)
        // Sampling is clamped to the texels the source rectangle touches.
        let minX = Int(max(0, s.minX).rounded(.down))
        let maxX = Int(min(Double(image.width), s.maxX).rounded(.up)) - 1
        let minY = Int(max(0, s.minY).rounded(.down))
        let maxY = Int(min(Double(image.height), s.maxY).rounded(.up)) - 1
        guard minX <= maxX, minY <= maxY else { return }
        image.bitmap.pixels.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { texels in
                let texture = Texture(
                    texels: texels.baseAddress!, stride: image.width,
                    minX: minX, minY: minY, maxX: maxX, maxY: maxY, isOpaque: image.isOpaque)
                fillLoaded(
                    with: ImageShader(texture: texture, map: map, sampling: item.sampling, opacity: opacity),
                    into: target, clip: clip)
            }
        }
    }
}
