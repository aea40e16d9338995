import Foundation

/// A path that can be added to, as Core Graphics' `CGMutablePath`. Every method takes an optional
/// affine `transform` applied to the points it adds.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(path: Path())
    }

    required init(path: Path) {
        super.init(path: path)
    }

    private func point(_ p: CGPoint, _ t: CGAffineTransform) -> (Double, Double) {
        let q = t.isIdentity ? p : p.applying(t)
        return (Double(q.x), Double(q.y))
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = self.point(point, transform)
        path.move(to: p.0, p.1)
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = self.point(point, transform)
        path.line(to: p.0, p.1)
    }

    /// A quadratic Bézier to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let c = point(control, transform)
        let e = point(end, transform)
        path.elements.append(.quad(cx: c.0, cy: c.1, x: e.0, y: e.1))
    }

    /// A cubic Bézier to `end` with two control points.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        let a = point(control1, transform)
        let b = point(control2, transform)
        let e = point(end, transform)
        path.elements.append(.cubic(c1x: a.0, c1y: a.1, c2x: b.0, c2y: b.1, x: e.0, y: e.1))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { path.close() }

    /// A closed rectangle as a new subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(CGPath(rect: rect, transform: nil).path, transform)
    }

    /// A closed rectangle per entry.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
    }

    /// A closed ellipse inscribed in `rect` as a new subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(CGPath(ellipseIn: rect, transform: nil).path, transform)
    }

    /// A closed rounded rectangle with elliptical corners as a new subpath.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        append(CGPath.roundedRect(rect, cornerWidth, cornerHeight), transform)
    }

    /// A circular arc. Angles are radians from the +x axis; as in Core Graphics, `clockwise` is
    /// meant in a y-up space, so in UIKit's y-down space `clockwise: true` turns counter-clockwise on
    /// screen (`UIBezierPath` means the opposite). A line joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        arc.addArc(
            centerX: Double(center.x), centerY: Double(center.y), radiusX: Double(radius), radiusY: Double(radius),
            startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: !clockwise,
            startsSubpath: true)
        appendConnected(arc, transform)
    }

    /// A circular arc from `startAngle` turning by `delta` radians (positive: clockwise on screen in
    /// UIKit's y-down space).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        arc.addArc(
            centerX: Double(center.x), centerY: Double(center.y), radiusX: Double(radius), radiusY: Double(radius),
            startAngle: Double(startAngle), endAngle: Double(startAngle + delta), clockwise: delta >= 0,
            startsSubpath: true)
        appendConnected(arc, transform)
    }

    /// A circular arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End` (a rounded corner at `tangent1End`), as Core
    /// Graphics' `addArc(tangent1End:tangent2End:radius:)`: a line joins the current point to the
    /// first tangent point, then the arc turns the short way to the second. When the three points are
    /// collinear (or the radius is 0) it adds a line to `tangent1End`. Without a current point it
    /// reports a warning and adds nothing, as Core Graphics does.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let current = path.currentPoint else {
            flipbookWarning("CGMutablePath.addArc(tangent1End:tangent2End:radius:): no current point; nothing added")
            return
        }
        // The current point is already transformed; work in the untransformed space when possible.
        let p0: (x: Double, y: Double)
        if transform.isIdentity {
            p0 = current
        } else if transform.a * transform.d - transform.b * transform.c != 0 {
            let q = CGPoint(x: current.x, y: current.y).applying(transform.inverted())
            p0 = (Double(q.x), Double(q.y))
        } else {
            return addLine(to: tangent1End, transform: transform)
        }
        guard
            let corner = Path.tangentArc(
                from: p0, corner: (Double(tangent1End.x), Double(tangent1End.y)),
                to: (Double(tangent2End.x), Double(tangent2End.y)), radius: Double(radius))
        else { return addLine(to: tangent1End, transform: transform) }
        appendConnected(corner, transform)
    }

    /// Every element of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.path, transform)
    }

    private func append(_ other: Path, _ transform: CGAffineTransform) {
        path.elements += CGPath.map(other, transform.isIdentity ? nil : transform).elements
    }

    /// Appends a path that starts with a move, turning that move into a line when a subpath is open.
    private func appendConnected(_ other: Path, _ transform: CGAffineTransform) {
        var elements = CGPath.map(other, transform.isIdentity ? nil : transform).elements
        if path.currentPoint != nil, case .move(let x, let y)? = elements.first { elements[0] = .line(x: x, y: y) }
        path.elements += elements
    }
}
