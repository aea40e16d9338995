import Flipbook
import Foundation
import Raster

/// The layer effects of scene views: shadow, border, gradient, shape and blur.
extension SceneViewFactory {
    /// The plain view for `spec`, or a `UIVisualEffectView` when it has a blur.
    static func baseView(_ spec: SceneView) -> UIView {
        guard let blur = spec.blur else { return UIView() }
        return UIVisualEffectView(effect: UIBlurEffect(style: blurStyle(blur.style)))
    }

    /// Applies `spec`'s shadow and border to `view`'s layer and adds its gradient and shape as
    /// sublayers filling the bounds (gradient below shape, both below the subviews).
    static func applyEffects(_ spec: SceneView, to view: UIView) {
        let layer = view.layer
        if let shadow = spec.shadow {
            layer.shadowColor = uiColor(shadow.color).cgColor
            layer.shadowOpacity = Float(shadow.opacity)
            layer.shadowOffset = CGSize(width: shadow.offset.x, height: shadow.offset.y)
            layer.shadowRadius = CGFloat(shadow.radius)
            layer.shadowPath = shadow.path.map(cgPath)
        }
        if let border = spec.border {
            layer.borderWidth = CGFloat(border.width)
            layer.borderColor = uiColor(border.color).cgColor
        }
        if let gradient = spec.gradient {
            let sublayer = CAGradientLayer()
            sublayer.frame = view.bounds
            // A gradient is content, which a corner radius rounds only with masksToBounds (as on iOS).
            sublayer.cornerRadius = CGFloat(spec.cornerRadius)
            sublayer.masksToBounds = spec.cornerRadius > 0
            sublayer.colors = gradient.colors.map { uiColor($0).cgColor }
            sublayer.locations = gradient.locations?.map { NSNumber(value: $0) }
            sublayer.startPoint = CGPoint(x: gradient.start.x, y: gradient.start.y)
            sublayer.endPoint = CGPoint(x: gradient.end.x, y: gradient.end.y)
            sublayer.type =
                switch gradient.type {
                case .axial: .axial
                case .radial: .radial
                case .conic: .conic
                }
            layer.addSublayer(sublayer)
        }
        if let shape = spec.shape {
            let sublayer = CAShapeLayer()
            sublayer.frame = view.bounds
            sublayer.path = cgPath(shape.path)
            sublayer.fillColor = shape.fill.map { uiColor($0).cgColor }
            sublayer.strokeColor = shape.stroke.map { uiColor($0).cgColor }
            sublayer.lineWidth = CGFloat(shape.lineWidth)
            sublayer.fillRule = shape.evenOdd ? .evenOdd : .nonZero
            layer.addSublayer(sublayer)
        }
    }

    /// The path as a `CGPath`, element by element.
    static func cgPath(_ scenePath: ScenePath) -> CGPath {
        let path = CGMutablePath()
        for element in scenePath.path.elements {
            switch element {
            case .move(let x, let y): path.move(to: CGPoint(x: x, y: y))
            case .line(let x, let y): path.addLine(to: CGPoint(x: x, y: y))
            case .quad(let cx, let cy, let x, let y):
                path.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy))
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: ax, y: ay), control2: CGPoint(x: bx, y: by))
            case .close: path.closeSubpath()
            }
        }
        return path
    }

    private static func blurStyle(_ style: SceneBlurStyle) -> UIBlurEffect.Style {
        switch style {
        case .extraLight: .extraLight
        case .light: .light
        case .dark: .dark
        case .regular: .regular
        case .prominent: .prominent
        case .systemUltraThinMaterial: .systemUltraThinMaterial
        case .systemThinMaterial: .systemThinMaterial
        case .systemMaterial: .systemMaterial
        case .systemThickMaterial: .systemThickMaterial
        case .systemChromeMaterial: .systemChromeMaterial
        case .systemUltraThinMaterialLight: .systemUltraThinMaterialLight
        case .systemThinMaterialLight: .systemThinMaterialLight
        case .systemMaterialLight: .systemMaterialLight
        case .systemThickMaterialLight: .systemThickMaterialLight
        case .systemChromeMaterialLight: .systemChromeMaterialLight
        case .systemUltraThinMaterialDark: .systemUltraThinMaterialDark
        case .systemThinMaterialDark: .systemThinMaterialDark
        case .systemMaterialDark: .systemMaterialDark
        case .systemThickMaterialDark: .systemThickMaterialDark
        case .systemChromeMaterialDark: .systemChromeMaterialDark
        }
    }
}
