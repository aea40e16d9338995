import Foundation

/// A general outline: subpaths of straight lines and quadratic and cubic Bézier curves, in an
/// item's local units. Arcs and ellipses are added as cubic Béziers (as Core Graphics does).
///
/// A subpath starts at a `move`; `close` joins its end to its start. Drawing commands before the
/// first `move` start from the origin (as `CGPath` would after an implicit move to its current point).
public struct Path: Sendable, Hashable {
    /// One command of a path.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(x: Double, y: Double)
        /// A straight line to a point.
        case line(x: Double, y: Double)
        /// A quadratic Bézier with one control point.
        case quad(cx: Double, cy: Double, x: Double, y: Double)
        /// A cubic Bézier with two control points.
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        /// Closes the current subpath with a line back to its start.
        case close
    }

    /// The commands in order.
    public var elements: [Element]

    /// A path of `elements`.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// True when the path has no drawing command.
    public var isEmpty: Bool { !elements.contains { if case .move = $0 { false } else { true } } }

    /// Every number of the path is finite.
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let x, let y), .line(let x, let y): x.isFinite && y.isFinite
            case .quad(let a, let b, let x, let y): a.isFinite && b.isFinite && x.isFinite && y.isFinite
            case .cubic(let a, let b, let c, let d, let x, let y):
                a.isFinite && b.isFinite && c.isFinite && d.isFinite && x.isFinite && y.isFinite
            case .close: true
            }
        }
    }

    /// The smallest rectangle holding every point and control point (nil for a path without points).
    public var controlPointBounds: Rect? {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        func add(_ x: Double, _ y: Double) {
            x0 = min(x0, x)
            y0 = min(y0, y)
            x1 = max(x1, x)
            y1 = max(y1, y)
        }
        for e in elements {
            switch e {
            case .move(let x, let y), .line(let x, let y): add(x, y)
            case .quad(let a, let b, let x, let y):
                add(a, b)
                add(x, y)
            case .cubic(let a, let b, let c, let d, let x, let y):
                add(a, b)
                add(c, d)
                add(x, y)
            case .close: break
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Building

    /// Starts a subpath at `(x, y)`.
    public mutating func move(to x: Double, _ y: Double) { elements.append(.move(x: x, y: y)) }
    /// A line to `(x, y)`.
    public mutating func line(to x: Double, _ y: Double) { elements.append(.line(x: x, y: y)) }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// A closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ r: Rect) {
        move(to: r.x, r.y)
        line(to: r.x + r.width, r.y)
        line(to: r.x + r.width, r.y + r.height)
        line(to: r.x, r.y + r.height)
        close()
    }

    /// A closed ellipse inscribed in `r`, clockwise on screen from its rightmost point.
    public mutating func addEllipse(in r: Rect) {
        let cx = r.x + r.width / 2
        let cy = r.y + r.height / 2
        addArc(
            centerX: cx, centerY: cy, radiusX: r.width / 2, radiusY: r.height / 2,
            startAngle: 0, endAngle: 2 * Double.pi, clockwise: true, startsSubpath: true)
        close()
    }

    /// A circular arc around `(cx, cy)` from `startAngle` to `endAngle` (radians; 0 points along +x
    /// and, since y points down, increasing angles turn clockwise on screen). `clockwise` chooses
    /// the direction on screen. A line joins the current point to the arc's start unless the arc
    /// starts a subpath.
    public mutating func addArc(
        centerX cx: Double, centerY cy: Double, radius: Double,
        startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        addArc(
            centerX: cx, centerY: cy, radiusX: radius, radiusY: radius, startAngle: startAngle,
            endAngle: endAngle, clockwise: clockwise, startsSubpath: currentPoint == nil)
    }

    /// The end point of the last command, or nil when no subpath has started.
    public var currentPoint: (x: Double, y: Double)? {
        var start: (x: Double, y: Double)?
        var current: (x: Double, y: Double)?
        for e in elements {
            switch e {
            case .move(let x, let y):
                start = (x, y)
                current = start
            case .line(let x, let y), .quad(_, _, let x, let y), .cubic(_, _, _, _, let x, let y): current = (x, y)
            case .close: current = start
            }
        }
        return current
    }

    /// An elliptical arc (half-axes `rx`, `ry`) as cubic Béziers of at most a quarter turn each. It
    /// starts a new subpath when `startsSubpath`, else a line joins the current point to its start.
    public mutating func addArc(
        centerX cx: Double, centerY cy: Double, radiusX rx: Double, radiusY ry: Double,
        startAngle: Double, endAngle: Double, clockwise: Bool, startsSubpath: Bool
    ) {
        var sweep = endAngle - startAngle
        let turn = 2 * Double.pi
        // Core Graphics: a clockwise (on screen, increasing angle) arc sweeps the positive
        // difference modulo a full turn, and a full turn when the difference is a multiple of it.
        if clockwise {
            if sweep < 0 || sweep > turn {
                sweep = sweep.truncatingRemainder(dividingBy: turn)
                if sweep < 0 { sweep += turn }
            }
            if sweep == 0 && endAngle != startAngle { sweep = turn }
        } else {
            if sweep > 0 || sweep < -turn {
                sweep = sweep.truncatingRemainder(dividingBy: turn)
                if sweep > 0 { sweep -= turn }
            }
            if sweep == 0 && endAngle != startAngle { sweep = -turn }
        }
        let x0 = cx + rx * cos(startAngle)
        let y0 = cy + ry * sin(startAngle)
        if startsSubpath { move(to: x0, y0) } else { line(to: x0, y0) }
        guard sweep.isFinite, sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control arm length for a circular arc of angle `step` (unit radius).
        let arm = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let a0 = angle
            let a1 = angle + step
            let c0 = cos(a0)
            let s0 = sin(a0)
            let c1 = cos(a1)
            let s1 = sin(a1)
            elements.append(
                .cubic(
                    c1x: cx + rx * (c0 - arm * s0), c1y: cy + ry * (s0 + arm * c0),
                    c2x: cx + rx * (c1 + arm * s1), c2y: cy + ry * (s1 - arm * c1),
                    x: cx + rx * c1, y: cy + ry * s1))
            angle = a1
        }
    }
}

/// Which points a path with overlapping or nested subpaths covers.
public enum FillRule: String, Sendable, Codable, CaseIterable {
    /// Covered where the winding number is not zero.
    case nonZero
    /// Covered where the winding number is odd.
    case evenOdd
}
