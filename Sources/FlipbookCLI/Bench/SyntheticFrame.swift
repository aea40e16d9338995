import Foundation
import Raster

/// A push-like frame built straight from display-list items: a "from" screen sliding left with parallax,
/// a "to" screen sliding in from the right over it, a dozen rounded cards, a rotated translucent badge
/// and one photo. `flipbook bench --synthetic` times the rasterizer and the encoders on it without the
/// UIKit layer, so a change in either shows apart from the scenes.
enum SyntheticFrame {
    /// The scene at `progress` (0 = from-screen only, 1 = to-screen in place) for a `width × height` pixel frame.
    static func pushLike(width: Int, height: Int, progress: Double, photo: RasterImage) -> DisplayList {
        let w = Double(width)
        let h = Double(height)
        let eased = progress * progress * (3 - 2 * progress)
        let fromOffset = -0.3 * w * eased
        let toOffset = w * (1 - eased)
        var items: [DisplayItem] = []
        items.append(contentsOf: screen(width: w, height: h, offset: fromOffset, tint: fromTint, cards: 6, photo: nil))
        items.append(
            .fill(
                FillItem(
                    rect: Rect(x: 0, y: 0, width: w, height: h),
                    color: Color(red: 0, green: 0, blue: 0, alpha: 0.1 * eased))))
        items.append(contentsOf: screen(width: w, height: h, offset: toOffset, tint: toTint, cards: 6, photo: photo))
        let badge = Matrix4.translation(x: -0.1 * w, y: -0.03 * h)
            .concatenating(rotation(degrees: 12 + 30 * eased))
            .concatenating(.translation(x: toOffset + 0.72 * w, y: 0.16 * h))
        items.append(
            .fill(
                FillItem(
                    rect: Rect(x: 0, y: 0, width: 0.2 * w, height: 0.06 * h),
                    radii: CornerRadii(0.02 * w),
                    color: Color(red: 1, green: 0.35, blue: 0.2, alpha: 0.7), transform: badge)))
        return DisplayList(width: width, height: height, background: .white, items: items)
    }

    /// A procedural photo (sky gradient, sun, hills): no file needed, identical on every machine.
    static func photo(width: Int, height: Int) -> RasterImage {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            let fy = Double(y) / Double(max(height - 1, 1))
            for x in 0..<width {
                let fx = Double(x) / Double(max(width - 1, 1))
                let hill = 0.62 + 0.08 * sin(fx * 7.0) + 0.05 * sin(fx * 13.0 + 1.3)
                let sun = hypot(fx - 0.72, fy - 0.3)
                var color: Color
                if fy > hill {
                    color = Color(red: 0.18 + 0.1 * fx, green: 0.45 - 0.2 * (fy - hill), blue: 0.2)
                } else if sun < 0.09 {
                    color = Color(red: 1, green: 0.86, blue: 0.45)
                } else {
                    color = Color(red: 0.35 + 0.5 * fy, green: 0.55 + 0.3 * fy, blue: 0.95 - 0.2 * fy)
                }
                bitmap[x, y] = color.premultiplied
            }
        }
        return RasterImage(bitmap: bitmap, name: "demo-photo")
    }

    private static let fromTint = Color(red: 0.95, green: 0.95, blue: 0.97)
    private static let toTint = Color(red: 0.98, green: 0.97, blue: 0.93)

    private static func screen(
        width w: Double, height h: Double, offset: Double, tint: Color,
        cards: Int, photo: RasterImage?
    ) -> [DisplayItem] {
        let move = Matrix4.translation(x: offset, y: 0)
        var items: [DisplayItem] = [
            .fill(FillItem(rect: Rect(x: 0, y: 0, width: w, height: h), color: tint, transform: move)),
            .fill(
                FillItem(
                    rect: Rect(x: 0, y: 0, width: w, height: 0.11 * h),
                    color: Color(red: 0.97, green: 0.97, blue: 0.98), transform: move)),
            .fill(
                FillItem(
                    rect: Rect(x: 0, y: 0.11 * h - 1, width: w, height: 1),
                    color: Color(red: 0.8, green: 0.8, blue: 0.82), transform: move)),
        ]
        let margin = 0.04 * w
        let cardHeight = 0.1 * h
        var top = 0.13 * h
        if let photo {
            items.append(
                .image(
                    ImageItem(
                        rect: Rect(x: margin, y: top, width: w - 2 * margin, height: 0.22 * h),
                        image: photo, radii: CornerRadii(0.03 * w), transform: move)))
            top += 0.24 * h
        }
        for index in 0..<cards where top + cardHeight < h {
            let hue = Double(index) / Double(cards)
            items.append(
                .fill(
                    FillItem(
                        rect: Rect(x: margin, y: top, width: w - 2 * margin, height: cardHeight),
                        radii: CornerRadii(0.03 * w), color: .white, transform: move)))
            items.append(
                .fill(
                    FillItem(
                        rect: Rect(
                            x: 2 * margin, y: top + 0.2 * cardHeight,
                            width: 0.6 * cardHeight, height: 0.6 * cardHeight),
                        radii: CornerRadii(0.3 * cardHeight),
                        color: Color(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue),
                        transform: move)))
            items.append(
                .fill(
                    FillItem(
                        rect: Rect(
                            x: 2 * margin + 0.8 * cardHeight, y: top + 0.3 * cardHeight,
                            width: 0.45 * w, height: 0.12 * cardHeight),
                        radii: CornerRadii(0.06 * cardHeight),
                        color: Color(red: 0.75, green: 0.75, blue: 0.78), transform: move)))
            top += cardHeight + 0.015 * h
        }
        return items
    }

    private static func rotation(degrees: Double) -> Matrix4 {
        let r = degrees * .pi / 180
        return Matrix4(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
    }
}
