import Foundation

/// An immutable graphics path: Flipbook's stand-in for Core Graphics' `CGPath`, in points. Build one
/// with ``CGMutablePath`` or `UIBezierPath`; a `CAShapeLayer` draws it.
public class CGPath: Hashable, CustomStringConvertible {
    /// The subpaths, in points.
    var path: Path

    required init(path: Path) {
        self.path = path
    }

    /// A closed rectangle, transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addRect(rect.rasterRect)
        self.init(path: CGPath.map(p, transform?.pointee))
    }

    /// A closed ellipse inscribed in `rect`, transformed by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addEllipse(in: rect.rasterRect)
        self.init(path: CGPath.map(p, transform?.pointee))
    }

    /// A closed rounded rectangle with elliptical corners `cornerWidth × cornerHeight`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(path: CGPath.map(CGPath.roundedRect(rect, cornerWidth, cornerHeight), transform?.pointee))
    }

    /// True when the path has no elements at all.
    public var isEmpty: Bool { path.elements.isEmpty }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        path.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
    }

    /// The smallest rectangle holding every point, control points included (`.null` when empty).
    public var boundingBox: CGRect { CGPath.cgRect(path.controlPointBounds) }

    /// The smallest rectangle holding the curves themselves (`.null` when empty).
    public var boundingBoxOfPath: CGRect { CGPath.cgRect(path.tightBounds) }

    /// True when `point`, mapped by `transform`, is inside the path under `rule`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform)
        return path.contains(x: Double(p.x), y: Double(p.y), rule: rule == .evenOdd ? .evenOdd : .nonZero)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// An immutable copy with every point mapped by `transform` when given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: CGPath.map(path, transform?.pointee))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Calls `block` with each element of the path in order (the element and its points are valid
    /// only during the call, as in Core Graphics).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for e in path.elements {
            var (type, points) = CGPathElement.parts(e)
            points.withUnsafeMutableBufferPointer { buffer in
                var element = CGPathElement(type: type, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// The elements, SVG-style.
    public var description: String {
        "CGPath(\(path.elements.count) elements, boundingBox \(boundingBox))"
    }

    static func map(_ path: Path, _ transform: CGAffineTransform?) -> Path {
        guard let t = transform else { return path }
        return path.mapped { x, y in
            let p = CGPoint(x: x, y: y).applying(t)
            return (Double(p.x), Double(p.y))
        }
    }

    static func cgRect(_ r: Rect?) -> CGRect {
        r.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .null
    }

    /// A rounded rectangle whose corners are quarter ellipses `w × h` (clamped to half the sides).
    static func roundedRect(_ rect: CGRect, _ w: CGFloat, _ h: CGFloat) -> Path {
        let r = rect.standardized
        let rx = Double(max(0, min(w, r.width / 2)))
        let ry = Double(max(0, min(h, r.height / 2)))
        var p = Path()
        guard rx > 0, ry > 0 else {
            p.addRect(r.rasterRect)
            return p
        }
        let x0 = Double(r.minX)
        let y0 = Double(r.minY)
        let x1 = Double(r.maxX)
        let y1 = Double(r.maxY)
        let half = Double.pi / 2
        p.move(to: x0 + rx, y0)
        p.addArc(
            centerX: x1 - rx, centerY: y0 + ry, radiusX: rx, radiusY: ry, startAngle: -half, endAngle: 0,
            clockwise: true, startsSubpath: false)
        p.addArc(
            centerX: x1 - rx, centerY: y1 - ry, radiusX: rx, radiusY: ry, startAngle: 0, endAngle: half,
            clockwise: true, startsSubpath: false)
        p.addArc(
            centerX: x0 + rx, centerY: y1 - ry, radiusX: rx, radiusY: ry, startAngle: half, endAngle: 2 * half,
            clockwise: true, startsSubpath: false)
        p.addArc(
            centerX: x0 + rx, centerY: y0 + ry, radiusX: rx, radiusY: ry, startAngle: 2 * half, endAngle: 3 * half,
            clockwise: true, startsSubpath: false)
        p.close()
        return p
    }
}

/// How a path's inside is decided.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Odd winding number.
    case evenOdd = 1
}

/// Line end shapes.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// Corner shapes between segments.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as ``CGPath/applyWithBlock(_:)`` hands it out: its type and points
/// (control points first, then the end point).
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points (1 for moves and lines, 2 for quadratic, 3 for cubic curves, 0 for close).
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` with `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }

    /// The kind and points of a path element (a close gets one unused point so the buffer exists).
    static func parts(_ e: Path.Element) -> (CGPathElementType, [CGPoint]) {
        switch e {
        case .move(let x, let y): (.moveToPoint, [CGPoint(x: x, y: y)])
        case .line(let x, let y): (.addLineToPoint, [CGPoint(x: x, y: y)])
        case .quad(let a, let b, let x, let y): (.addQuadCurveToPoint, [CGPoint(x: a, y: b), CGPoint(x: x, y: y)])
        case .cubic(let a, let b, let c, let d, let x, let y):
            (.addCurveToPoint, [CGPoint(x: a, y: b), CGPoint(x: c, y: d), CGPoint(x: x, y: y)])
        case .close: (.closeSubpath, [.zero])
        }
    }
}
