import Foundation

/// The look of a bar's background, as UIKit's `UIBarAppearance` (iOS 13+): a background colour and the colour
/// of the hairline at the bar's edge. Bars copy an appearance when it is assigned.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The bar's background colour (`nil`: the system's translucent light grey, drawn opaque).
    open var backgroundColor: UIColor?
    /// The hairline's colour (`nil`: the system's grey; `.clear` hides it).
    open var shadowColor: UIColor?

    /// An appearance with the system's default background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        super.init()
    }

    /// The system's default background: its grey bar colour and hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = nil
    }

    /// No background and no hairline: what is behind the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }

    /// A copy of this appearance (bars keep copies, as UIKit's copy on assignment).
    func copied() -> Self { Self(barAppearance: self) }
}

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance`: its background (see
/// ``UIBarAppearance``) and the attributes of its titles.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the standard title (`.font`, `.foregroundColor`, `.kern`) over the 17-point semibold
    /// system font in the bar's title colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title over the 34-point bold system font.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the system's default background and title attributes.
    public override init() {
        super.init()
    }

    /// A copy of `barAppearance` (with its title attributes when it is a navigation bar appearance).
    public required init(barAppearance: UIBarAppearance) {
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
        super.init(barAppearance: barAppearance)
    }
}
