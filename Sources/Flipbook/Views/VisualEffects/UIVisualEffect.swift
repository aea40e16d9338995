import Foundation

/// An effect a ``UIVisualEffectView`` applies: a ``UIBlurEffect`` or a ``UIVibrancyEffect``.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// How much the backdrop is blurred (Gaussian standard deviation, points), 0 for none.
    var blurRadius: CGFloat { 0 }
    /// The colour laid over the blurred backdrop, if any.
    var tint: CGColor? { nil }
    /// The opacity the effect view's content is drawn with (vibrancy), 1 for plain content.
    var contentOpacity: CGFloat { 1 }
}

/// A blur of what lies behind the effect view, tinted by its style.
///
/// Blur strengths and tints approximate iOS's look (iOS also boosts saturation, which Flipbook does
/// not); `light`, `extraLight` and `dark` are the classic styles, the `system…Material` styles the
/// iOS 13 materials in their light appearance (`…Dark` forced dark).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var blurRadius: CGFloat { style.look.radius }
    override var tint: CGColor? { style.look.tint }

    /// Blur styles, with UIKit's names.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
            systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark

        /// Blur radius (points) and tint.
        var look: (radius: CGFloat, tint: CGColor) {
            func white(_ g: CGFloat, _ a: CGFloat) -> CGColor { CGColor(gray: g, alpha: a) }
            switch self {
            case .extraLight: return (10, white(0.97, 0.78))
            case .light: return (10, white(1, 0.3))
            case .dark: return (10, white(0.11, 0.73))
            case .regular, .systemMaterial, .systemMaterialLight: return (10, white(0.98, 0.72))
            case .prominent, .systemThickMaterial, .systemThickMaterialLight: return (10, white(0.98, 0.85))
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (8, white(0.98, 0.35))
            case .systemThinMaterial, .systemThinMaterialLight: return (9, white(0.98, 0.55))
            case .systemChromeMaterial, .systemChromeMaterialLight: return (10, white(0.98, 0.78))
            case .systemUltraThinMaterialDark: return (8, white(0.1, 0.45))
            case .systemThinMaterialDark: return (9, white(0.1, 0.6))
            case .systemMaterialDark: return (10, white(0.12, 0.75))
            case .systemThickMaterialDark: return (10, white(0.08, 0.88))
            case .systemChromeMaterialDark: return (10, white(0.12, 0.8))
            }
        }
    }
}

/// Vibrancy: the effect view's content drawn translucent over a blur, so the blurred colours show
/// through it (Flipbook draws the content at the style's opacity; iOS also blends it additively).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, in the label style.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    override var contentOpacity: CGFloat { style.opacity }
}

/// How strongly vibrant content shows.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator

    var opacity: CGFloat {
        switch self {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.4
        case .quaternaryLabel: 0.25
        case .fill: 0.35
        case .secondaryFill: 0.25
        case .tertiaryFill: 0.15
        case .separator: 0.3
        }
    }
}
