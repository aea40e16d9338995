import Foundation

/// A collection view cell, as UIKit's `UICollectionViewCell`: put content in ``contentView``; an optional
/// ``backgroundView`` sits behind it and ``selectedBackgroundView`` shows while the cell is selected or
/// highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to; it fills the cell.
    open private(set) var contentView: UIView

    /// A view behind the content (nil by default).
    open var backgroundView: UIView? {
        get { storedBackgroundView }
        set {
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            arrangeBackgroundViews()
        }
    }
    private var storedBackgroundView: UIView?

    /// A view behind the content shown only while the cell is selected or highlighted (nil by default).
    open var selectedBackgroundView: UIView? {
        get { storedSelectedBackgroundView }
        set {
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            arrangeBackgroundViews()
        }
    }
    private var storedSelectedBackgroundView: UIView?

    /// Whether the cell is selected (the collection view sets it; setting it yourself does not select the item).
    open var isSelected: Bool {
        get { storedIsSelected }
        set {
            storedIsSelected = newValue
            updateSelectionAppearance()
        }
    }
    private var storedIsSelected = false

    /// Whether the cell is highlighted: a finger is down on it.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            storedIsHighlighted = newValue
            updateSelectionAppearance()
        }
    }
    private var storedIsHighlighted = false

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Flipbook has no archives; see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Unselects and unhighlights the cell for its next item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func arrangeBackgroundViews() {
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            insertSubview(selectedBackgroundView, at: 0)
        }
        if let backgroundView {
            backgroundView.frame = bounds
            insertSubview(backgroundView, at: 0)
        }
        updateSelectionAppearance()
    }

    private func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
