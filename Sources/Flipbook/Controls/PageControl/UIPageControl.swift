import Foundation

/// A row of dots, one per page, with the current page's dot highlighted, drawn as iOS 17 draws it, as UIKit's
/// `UIPageControl`: 7-point dots 16 points apart in a 26-point-high control, white (the current page) and
/// translucent white (the others) unless tinted, so they show on dark backgrounds as in UIKit. A tap on the left
/// half moves to the previous page and on the right half to the next, cross-fading the dots, and sends
/// `.valueChanged`; setting ``currentPage`` in code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The background behind the dots (UIKit's `UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Int, Sendable {
        /// A background only while interacting (none here).
        case automatic = 0
        /// A translucent platter (drawn as none here).
        case prominent = 1
        /// No background.
        case minimal = 2
    }

    /// A dot's diameter.
    static let dotDiameter: CGFloat = 7
    /// The distance between the centres of neighbouring dots.
    static let dotPitch: CGFloat = 16
    /// The control's height.
    static let height: CGFloat = 26
    /// The other pages' dots' colour by default: "a translucent white", as Apple documents
    /// `pageIndicatorTintColor`'s default; the alpha, 0.3, is an estimate (Apple gives no figure).
    static let defaultPageIndicatorColor = UIColor.white.withAlphaComponent(0.3)
    /// The current page's dot's colour by default: "an opaque white", as Apple documents
    /// `currentPageIndicatorTintColor`'s default.
    static let defaultCurrentPageIndicatorColor = UIColor.white

    private var dots: [UIView] = []
    private var indicatorImages: [Int: UIImage] = [:]

    /// How many pages there are (default 0).
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(0, newValue)
            storedCurrentPage = min(storedCurrentPage, max(0, storedNumberOfPages - 1))
            rebuild()
        }
    }
    private var storedNumberOfPages = 0

    private var storedCurrentPage = 0

    /// The page shown, from 0 to ``numberOfPages`` − 1 (clamped).
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(0, newValue), max(0, numberOfPages - 1))
            UIView.performWithoutAnimation { colorDots() }
        }
    }

    /// Whether the control hides itself when there is only one page (default false).
    open var hidesForSinglePage: Bool {
        get { storedHidesForSinglePage }
        set {
            storedHidesForSinglePage = newValue
            rebuild()
        }
    }
    private var storedHidesForSinglePage: Bool = false

    /// The other pages' dots' colour (nil, the default: a translucent white, as in UIKit).
    open var pageIndicatorTintColor: UIColor? {
        get { storedPageIndicatorTintColor }
        set {
            appearanceSet("pageIndicatorTintColor") { (control: UIPageControl) in
                control.pageIndicatorTintColor = newValue
            }
            storedPageIndicatorTintColor = newValue
            colorDots()
        }
    }
    private var storedPageIndicatorTintColor: UIColor?

    /// The current page's dot's colour (nil, the default: opaque white, as in UIKit).
    open var currentPageIndicatorTintColor: UIColor? {
        get { storedCurrentPageIndicatorTintColor }
        set {
            appearanceSet("currentPageIndicatorTintColor") { (control: UIPageControl) in
                control.currentPageIndicatorTintColor = newValue
            }
            storedCurrentPageIndicatorTintColor = newValue
            colorDots()
        }
    }
    private var storedCurrentPageIndicatorTintColor: UIColor?

    /// The background style (stored; Flipbook draws no platter).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether dragging along the dots scrubs pages (stored).
    open var allowsContinuousInteraction = true
    /// Whether a tap waits for ``updateCurrentPageDisplay()`` before the dots change (default false).
    open var defersCurrentPageDisplay = false
    /// An image used for every dot.
    open var preferredIndicatorImage: UIImage? {
        get { storedPreferredIndicatorImage }
        set {
            storedPreferredIndicatorImage = newValue
            rebuild()
        }
    }
    private var storedPreferredIndicatorImage: UIImage?

    /// A page control with a frame.
    /// The appearance proxy of this class (see ``UIAppearance``): its dots' colours reach every page control
    /// of this class as it enters a window.
    open override class func appearance() -> UIPageControl { makePageControlProxy(containers: [], trait: nil) }
    /// The appearance proxy of this class inside `containerTypes` (innermost first).
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIPageControl { makePageControlProxy(containers: containerTypes, trait: nil) }
    /// The appearance proxy of this class for views with the traits of `trait`.
    open override class func appearance(for trait: UITraitCollection) -> UIPageControl {
        makePageControlProxy(containers: [], trait: trait)
    }
    /// The appearance proxy of this class for views with the traits of `trait` inside `containerTypes`.
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIPageControl { makePageControlProxy(containers: containerTypes, trait: trait) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image of one page's dot (nil: the preferred image or a plain dot).
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }

    /// Sets the image of one page's dot.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        rebuild()
    }

    /// The size a control needs for `pageCount` dots: 16 points per dot plus 12 each side, 26 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotPitch + 24, height: Self.height)
    }

    /// Brings the dots up to date with ``currentPage`` after a deferred tap.
    open func updateCurrentPageDisplay() {
        colorDots()
    }

    /// The size for the number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The size for the number of pages.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the dots.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeDots()
    }

    /// A tap lifting on the left half goes back a page, on the right half forward, and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        let page = min(max(0, storedCurrentPage + (forward ? 1 : -1)), numberOfPages - 1)
        guard page != storedCurrentPage else { return }
        storedCurrentPage = page
        if !defersCurrentPageDisplay {
            UIView.animate(withDuration: 0.2) { self.colorDots() }
        }
        sendActions(for: .valueChanged, with: event)
    }

    private func rebuild() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { page in
            let dot: UIView
            if let image = indicatorImage(forPage: page) {
                dot = UIImageView(image: image)
            } else {
                dot = UIView(frame: CGRect(x: 0, y: 0, width: Self.dotDiameter, height: Self.dotDiameter))
                dot.layer.cornerRadius = Self.dotDiameter / 2
            }
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            return dot
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
        UIView.performWithoutAnimation {
            placeDots()
            colorDots()
        }
    }

    private func placeDots() {
        let start = bounds.midX - CGFloat(numberOfPages - 1) * Self.dotPitch / 2
        for (index, dot) in dots.enumerated() {
            dot.center = CGPoint(x: start + CGFloat(index) * Self.dotPitch, y: bounds.midY)
        }
    }

    private func colorDots() {
        for (index, dot) in dots.enumerated() {
            let current = index == storedCurrentPage
            let color =
                current
                ? (currentPageIndicatorTintColor ?? Self.defaultCurrentPageIndicatorColor)
                : (pageIndicatorTintColor ?? Self.defaultPageIndicatorColor)
            if let imageView = dot as? UIImageView {
                imageView.tintColor = color
            } else {
                dot.backgroundColor = color
            }
        }
    }
}
