/// Small builders the effects share, so each effect file only says what moves where.
enum EffectItems {
    /// `image` stretched over the whole layer rectangle, mapped by `transform`.
    static func layerImage(
        _ image: RasterImage, _ frame: TransitionFrame, opacity: Double = 1,
        transform: Matrix4 = .identity
    ) -> DisplayItem {
        .image(
            ImageItem(
                rect: Rect(x: 0, y: 0, width: frame.width, height: frame.height), image: image,
                opacity: opacity, transform: transform))
    }

    /// `image` over the whole layer rectangle, moved by `(dx, dy)` pixels.
    static func layerImage(
        _ image: RasterImage, _ frame: TransitionFrame, offsetX dx: Double,
        offsetY dy: Double
    ) -> DisplayItem {
        layerImage(image, frame, transform: .translation(x: dx, y: dy))
    }

    /// A cross-dissolve from `old` to `new` at `amount` (0 = old, 1 = new), each drawn by `draw`.
    ///
    /// When the new content is opaque, painting it at `amount` over the fully opaque old content is
    /// an exact linear blend. Otherwise the old content also fades out (at `1 − amount`) so that it
    /// does not linger where the new content is transparent.
    static func crossDissolve(
        _ frame: TransitionFrame, amount: Double,
        draw: (RasterImage, Double) -> DisplayItem
    ) -> [DisplayItem] {
        let oldOpacity = frame.newImage.isOpaque ? 1 : 1 - amount
        return [draw(frame.oldImage, oldOpacity), draw(frame.newImage, amount)]
    }
}
