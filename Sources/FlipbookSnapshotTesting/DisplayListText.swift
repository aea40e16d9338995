import Flipbook
import Foundation

/// A frame's display list as text a reviewer can read: one line per layer that draws (views named by
/// their accessibility identifier, scene `id` or controller's type, with their class), nested layers
/// indented under their parent, in points with at most two decimals, in the parent's coordinates.
///
/// ```
/// photo UIImageView  frame 120, 300, 150 × 150  corner radius 8  clips  image "beach" 600 × 400 px
/// ```
///
/// A layer with a transform gives its centre and size and the transform instead of a frame; hidden and
/// fully transparent layers draw nothing and are left out, as in the rendered frame.
@MainActor
struct DisplayListText {
    /// The name the recording gives a view, if any.
    var name: (UIView) -> String?

    /// The lines of `window`'s layer tree now, after a heading line.
    func text(of window: UIWindow, heading: String) -> String {
        var lines = [heading]
        describe(window.layer, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ layer: CALayer, depth: Int, into lines: inout [String]) {
        let values = layer.presentation() ?? layer
        guard !values.isHidden, values.opacity > 0 else { return }
        let indent = String(repeating: "  ", count: depth)
        lines.append(
            indent
                + ([title(of: layer)] + geometry(values) + drawing(values, view: layer.delegate as? UIView))
                .joined(separator: "  "))
        if let mask = values.mask ?? layer.mask {
            lines.append(indent + "  mask:")
            describe(mask, depth: depth + 2, into: &lines)
        }
        for sublayer in layer.sublayers ?? [] { describe(sublayer, depth: depth + 1, into: &lines) }
    }

    /// `photo UIImageView`, `UILabel`, `CAShapeLayer "ring"`.
    private func title(of layer: CALayer) -> String {
        if let view = layer.delegate as? UIView, view.layer === layer {
            return name(view).map { "\($0) \(type(of: view))" } ?? "\(type(of: view))"
        }
        let kind = "\(type(of: layer))"
        return layer.name.map { "\(kind) \"\($0)\"" } ?? kind
    }

    private func geometry(_ values: CALayer) -> [String] {
        let bounds = values.bounds
        let size = "\(number(bounds.width)) × \(number(bounds.height))"
        let transform = values.transform
        guard !CATransform3DIsIdentity(transform) else {
            let frame = values.frame
            return ["frame \(number(frame.minX)), \(number(frame.minY)), \(size)"]
        }
        let center = CGPoint(
            x: values.position.x + (0.5 - values.anchorPoint.x) * bounds.width,
            y: values.position.y + (0.5 - values.anchorPoint.y) * bounds.height)
        var parts = ["center \(number(center.x)), \(number(center.y))", "size \(size)"]
        parts.append(TransformText.describe(transform))
        return parts
    }

    private func drawing(_ values: CALayer, view: UIView?) -> [String] {
        var parts: [String] = []
        if values.opacity < 1 { parts.append("alpha \(number(CGFloat(values.opacity)))") }
        if let color = values.backgroundColor, color.alpha > 0 { parts.append("background \(hex(color))") }
        if values.cornerRadius > 0 {
            parts.append(
                "corner radius \(number(values.cornerRadius))"
                    + (values.cornerCurve == .continuous ? " continuous" : ""))
        }
        if values.masksToBounds { parts.append("clips") }
        if values.borderWidth > 0, let color = values.borderColor, color.alpha > 0 {
            parts.append("border \(number(values.borderWidth)) \(hex(color))")
        }
        if values.shadowOpacity > 0 {
            let offset = values.shadowOffset
            parts.append(
                "shadow \(number(CGFloat(values.shadowOpacity))) radius \(number(values.shadowRadius)) "
                    + "offset \(number(offset.width)), \(number(offset.height))")
        }
        if let image = values.contents as? CGImage {
            parts.append("image \"\(image.rasterImage.name)\" \(image.width) × \(image.height) px")
        } else if values.contents != nil {
            parts.append("snapshot")
        }
        if let shape = values as? CAShapeLayer, let path = shape.path {
            let box = path.boundingBox
            var text = "path \(number(box.minX)), \(number(box.minY)), \(number(box.width)) × \(number(box.height))"
            if let fill = shape.fillColor, fill.alpha > 0 { text += " fill \(hex(fill))" }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
                text += " stroke \(number(shape.lineWidth)) \(hex(stroke))"
                if shape.strokeEnd < 1 { text += " to \(number(shape.strokeEnd))" }
            }
            parts.append(text)
        }
        if let gradient = values as? CAGradientLayer, let colors = gradient.colors {
            let stops = colors.compactMap { $0 as? CGColor }.map(hex)
            parts.append("gradient " + stops.joined(separator: " → "))
        }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            parts.append("text “\(text)”")
        }
        return parts
    }

    private func number(_ value: CGFloat) -> String { TextNumber.format(Double(value)) }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    private func hex(_ color: CGColor) -> String {
        func byte(_ c: CGFloat) -> String {
            let value = Int((min(max(Double(c), 0), 1) * 255).rounded())
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        let rgb = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
        return color.alpha < 1 ? rgb + byte(color.alpha) : rgb
    }
}

/// A layer transform in words: `scale 1.2`, `rotation 15°`, `translation 10, 0`, or its 16 numbers
/// when it is not a 2D affine transform (perspective, 3D rotation).
enum TransformText {
    static func describe(_ t: CATransform3D) -> String {
        let planar =
            t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
            && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
        func n(_ value: CGFloat) -> String { TextNumber.format(Double(value)) }
        guard planar else {
            let rows = [
                [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
                [t.m41, t.m42, t.m43, t.m44],
            ]
            return "transform 3D [" + rows.map { $0.map(n).joined(separator: " ") }.joined(separator: "; ") + "]"
        }
        let scaleX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        let scaleY = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        let rotation = Double(atan2(t.m12, t.m11)) * 180 / .pi
        var parts: [String] = []
        if n(scaleX) != "1" || n(scaleY) != "1" {
            parts.append(n(scaleX) == n(scaleY) ? "scale \(n(scaleX))" : "scale \(n(scaleX)) × \(n(scaleY))")
        }
        if TextNumber.format(rotation) != "0" { parts.append("rotation \(TextNumber.format(rotation))°") }
        if n(t.m41) != "0" || n(t.m42) != "0" { parts.append("translation \(n(t.m41)), \(n(t.m42))") }
        return "transform " + (parts.isEmpty ? "≈ identity" : parts.joined(separator: " "))
    }
}
