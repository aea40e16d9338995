import Foundation

/// A path with its drawing attributes, as UIKit's `UIBezierPath`: build it with the shape
/// initialisers and `move(to:)` / `addLine(to:)` / `addCurve…`, then hand ``cgPath`` to a
/// `CAShapeLayer` (or use it as a `shadowPath`). Angles are radians; `clockwise` means clockwise on
/// screen (UIKit's y-down space).
open class UIBezierPath: NSObject {
    private var mutable = CGMutablePath()

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        mutable.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutable.addEllipse(in: rect)
    }

    /// A rounded rectangle with every corner rounded by `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rounded rectangle with only `corners` rounded by `cornerRadii.width` (UIKit uses the width for
    /// both axes).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = Double(cornerRadii.width)
        func radius(_ c: UIRectCorner) -> Double { corners.contains(c) ? r : 0 }
        var p = Path()
        p.addRoundedRect(
            rect.rasterRect,
            radii: CornerRadii(
                topLeft: radius(.topLeft), topRight: radius(.topRight),
                bottomRight: radius(.bottomRight), bottomLeft: radius(.bottomLeft)))
        mutable.path = p
    }

    /// An open circular arc around `center`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        mutable.path = cgPath.path
    }

    /// The path as a Core Graphics path (a copy: later changes to this object do not affect it).
    public var cgPath: CGPath {
        get { CGPath(path: mutable.path) }
        set { mutable.path = newValue.path }
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { mutable.move(to: point) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { mutable.addLine(to: point) }
    /// A cubic Bézier to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutable.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        mutable.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// A circular arc; a line joins the current point to its start.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        // CGMutablePath's `clockwise` is meant in a y-up space: the opposite of UIKit's.
        mutable.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { mutable.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { mutable.path = Path() }
    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { mutable.addPath(bezierPath.cgPath) }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { mutable.path = CGPath.map(mutable.path, transform) }
    /// The same outline walked in the opposite direction (each subpath reversed).
    open func reversing() -> UIBezierPath {
        let result = UIBezierPath()
        result.mutable.path = mutable.path.reversed()
        result.copyAttributes(from: self)
        return result
    }

    // MARK: Queries

    /// True when the path has no elements.
    open var isEmpty: Bool { mutable.isEmpty }
    /// The rectangle holding every point, control points included.
    open var bounds: CGRect { mutable.boundingBox }
    /// The end point of the last element.
    open var currentPoint: CGPoint { mutable.currentPoint }
    /// True when `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        mutable.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing attributes

    /// Pen width in points.
    open var lineWidth: CGFloat = 1
    /// Line ends.
    open var lineCapStyle: CGLineCap = .butt
    /// Corners.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter length over width beyond which miters become bevels.
    open var miterLimit: CGFloat = 10
    /// Largest allowed distance between curves and their flattened form (kept for compatibility:
    /// Flipbook flattens to a fixed device-pixel accuracy).
    open var flatness: CGFloat = 0.6
    /// True for the even-odd rule, false for non-zero winding.
    open var usesEvenOddFillRule = false
    private var dashes: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Sets the dash pattern from `count` lengths at `pattern` (nil or 0 for a solid line).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashes = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (if given, up to the pattern's length), its length into
    /// `count` and its phase into `phase`.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, d) in dashes.enumerated() { pattern[i] = d } }
        count?.pointee = dashes.count
        phase?.pointee = dashPhase
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashes = other.dashes
        dashPhase = other.dashPhase
    }
}
