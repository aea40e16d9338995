import Foundation

/// An invisible rectangle Auto Layout places like a view (spacing, grouping), owned by a view
/// (`view.addLayoutGuide(_:)`). Views also provide `safeAreaLayoutGuide` and `layoutMarginsGuide`, whose
/// frames follow the view's safe area and margins.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view that owns the guide (its frame is in that view's coordinates).
    open internal(set) weak var owningView: UIView?
    /// A name for the guide in descriptions.
    open var identifier = ""

    /// What pins a system guide to its owning view; nil for guides placed by your constraints.
    let systemInsets: (@MainActor (UIView) -> UIEdgeInsets)?
    let layoutVariables: LayoutVariables

    /// A guide placed by your constraints; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        systemInsets = nil
        layoutVariables = LayoutVariables(name: "UILayoutGuide")
        super.init()
    }

    /// A guide inset from `owningView`'s bounds by `insets` (the safe area, the margins).
    init(systemGuideOf owningView: UIView, identifier: String, insets: @escaping @MainActor (UIView) -> UIEdgeInsets) {
        self.owningView = owningView
        self.identifier = identifier
        systemInsets = insets
        layoutVariables = LayoutVariables(name: identifier)
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout (a system guide's is
    /// always current).
    open var layoutFrame: CGRect {
        if let systemInsets, let owningView { return owningView.bounds.inset(by: systemInsets(owningView)) }
        LayoutEngine.current.updateIfNeeded()
        return layoutVariables.frame
    }

    var layoutContainer: UIView? { owningView }
    var layoutName: String { identifier.isEmpty ? "UILayoutGuide" : identifier }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
