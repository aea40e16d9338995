import Foundation

extension UIImage {
    /// An image of `size` points filled with one colour. Sizes are rounded to whole pixels (at least 1).
    public static func filled(with color: UIColor, size: CGSize, scale: CGFloat = 1) -> UIImage {
        let (w, h) = pixelSize(size, scale)
        let pixel = color.cgColor.rasterColor.premultiplied
        return UIImage(
            bitmap: Bitmap(width: w, height: h, fill: pixel), scale: scale,
            name: "filled-\(w)x\(h)")
    }

    /// A linear gradient through evenly spaced `colors` from `startPoint` to `endPoint` (unit coordinates
    /// of the image, like `CAGradientLayer`; the default runs top to bottom). Colours are interpolated in
    /// straight-alpha sRGB at pixel centres and clamped beyond the end points. An empty colour list gives a
    /// transparent image.
    public static func linearGradient(
        colors: [UIColor], size: CGSize, startPoint: CGPoint = CGPoint(x: 0.5, y: 0),
        endPoint: CGPoint = CGPoint(x: 0.5, y: 1), scale: CGFloat = 1
    ) -> UIImage {
        let (w, h) = pixelSize(size, scale)
        var bitmap = Bitmap(width: w, height: h)
        let stops = colors.map { $0.cgColor.rasterColor }
        let dx = Double(endPoint.x - startPoint.x)
        let dy = Double(endPoint.y - startPoint.y)
        let lengthSquared = dx * dx + dy * dy
        if !stops.isEmpty {
            for y in 0..<h {
                for x in 0..<w {
                    let u = (Double(x) + 0.5) / Double(w) - Double(startPoint.x)
                    let v = (Double(y) + 0.5) / Double(h) - Double(startPoint.y)
                    let t = lengthSquared > 0 ? min(max((u * dx + v * dy) / lengthSquared, 0), 1) : 0
                    bitmap[x, y] = color(at: t, stops: stops).premultiplied
                }
            }
        }
        return UIImage(bitmap: bitmap, scale: scale, name: "gradient-\(w)x\(h)")
    }

    private static func color(at t: Double, stops: [Color]) -> Color {
        guard stops.count > 1 else { return stops[0] }
        let position = t * Double(stops.count - 1)
        let i = min(Int(position), stops.count - 2)
        let f = position - Double(i)
        let a = stops[i]
        let b = stops[i + 1]
        return Color(
            red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    private static func pixelSize(_ size: CGSize, _ scale: CGFloat) -> (Int, Int) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        func px(_ v: CGFloat) -> Int {
            let p = (v * s).rounded()
            return p.isFinite ? max(1, min(Int(p), 16384)) : 1
        }
        return (px(size.width), px(size.height))
    }
}
