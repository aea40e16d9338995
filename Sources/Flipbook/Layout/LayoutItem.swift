import Foundation

/// Something Auto Layout places: a view or a layout guide. Its frame unknowns are in the coordinates
/// of its ``layoutContainer`` (a view's superview, a guide's owning view), ignoring that view's bounds
/// origin, as UIKit's engine does (so a scroll view's subviews are placed in its content).
@MainActor
protocol LayoutItem: AnyObject {
    /// The item's frame unknowns.
    var layoutVariables: LayoutVariables { get }
    /// The view the unknowns are relative to; nil for a view without a superview.
    var layoutContainer: UIView? { get }
    /// How messages name the item: its type, and its accessibility identifier or tag when set.
    var layoutName: String { get }
}

/// The four unknowns of an item's frame: `minX`, `minY`, `width`, `height`.
final class LayoutVariables {
    let minX: SolverVariable
    let minY: SolverVariable
    let width: SolverVariable
    let height: SolverVariable

    init(name: String) {
        minX = SolverVariable("\(name).minX")
        minY = SolverVariable("\(name).minY")
        width = SolverVariable("\(name).width")
        height = SolverVariable("\(name).height")
    }

    /// The solved frame.
    var frame: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }

    /// The solved frame with its edges rounded to the nearest pixel at `scale` (as UIKit places views).
    func pixelAlignedFrame(scale: CGFloat) -> CGRect {
        func align(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        let left = align(minX.value)
        let top = align(minY.value)
        return CGRect(
            x: left, y: top, width: align(minX.value + width.value) - left,
            height: align(minY.value + height.value) - top)
    }

    var all: [SolverVariable] { [minX, minY, width, height] }
}

extension LayoutItem {
    /// The views from this item's own view (a view itself, a guide's owning view) up to the root.
    var layoutAncestorViews: [UIView] {
        var views: [UIView] = []
        var current: UIView? = (self as? UIView) ?? layoutContainer
        while let view = current {
            views.append(view)
            current = view.superview
        }
        return views
    }

    /// `attribute` of this item as a linear expression in the coordinates of `ancestor` (which must be this
    /// view or one of its ancestors, or a guide's owning view or its ancestors).
    func layoutExpression(for attribute: NSLayoutConstraint.Attribute, in ancestor: UIView) -> LinearExpression {
        let variables = layoutVariables
        var offsetX = LinearExpression()
        var offsetY = LinearExpression()
        var current: LayoutItem = self
        while current !== ancestor, let container = current.layoutContainer {
            offsetX = offsetX + LinearExpression(current.layoutVariables.minX)
            offsetY = offsetY + LinearExpression(current.layoutVariables.minY)
            current = container
        }
        let width = LinearExpression(variables.width)
        let height = LinearExpression(variables.height)
        switch attribute {
        case .left, .leading: return offsetX
        case .right, .trailing: return offsetX + width
        case .centerX: return offsetX + width * 0.5
        case .top: return offsetY
        case .bottom: return offsetY + height
        case .firstBaseline:
            let baseline = (self as? UIView)?.baselineLayout ?? .edges
            return offsetY + height * Double(baseline.firstHeightFactor) + Double(baseline.firstOffset)
        case .lastBaseline:
            let baseline = (self as? UIView)?.baselineLayout ?? .edges
            return offsetY + height * Double(baseline.lastHeightFactor) + Double(baseline.lastOffset)
        case .centerY: return offsetY + height * 0.5
        case .width: return width
        case .height: return height
        default: return LinearExpression()
        }
    }
}
