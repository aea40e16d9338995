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
    /// of the image, like `CAGradientLayer`; the default runs top to bottom). The rasterizer's gradient
    /// paint draws it, as it draws a `CAGradientLayer`: colours interpolated in straight-alpha sRGB at
    /// pixel centres and clamped beyond the end points. An empty colour list gives a transparent image.
    public static func linearGradient(
        colors: [UIColor], size: CGSize, startPoint: CGPoint = CGPoint(x: 0.5, y: 0),
        endPoint: CGPoint = CGPoint(x: 0.5, y: 1), scale: CGFloat = 1
    ) -> UIImage {
        let (w, h) = pixelSize(size, scale)
        let gradient = Gradient(
            kind: .linear, stops: Gradient.evenStops(colors.map { $0.cgColor.rasterColor }),
            startX: Double(startPoint.x) * Double(w), startY: Double(startPoint.y) * Double(h),
            endX: Double(endPoint.x) * Double(w), endY: Double(endPoint.y) * Double(h))
        let bitmap = Rasterizer().render(gradient: gradient, width: w, height: h)
        return UIImage(bitmap: bitmap, scale: scale, name: "gradient-\(w)x\(h)")
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
