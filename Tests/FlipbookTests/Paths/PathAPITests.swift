import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct PathAPITests {
    func close(_ a: CGRect, _ b: CGRect, _ eps: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < eps && abs(a.minY - b.minY) < eps && abs(a.width - b.width) < eps
            && abs(a.height - b.height) < eps
    }

    @Test func bezierArcsTurnClockwiseOnScreenAndCGArcsTheOtherWay() {
        // A quarter from 0 to π/2 clockwise on screen covers the lower right quadrant (y points down).
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(quarter.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-3))
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(cg.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-3))
    }

    @Test func boundsAndContainment() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(close(oval.bounds, CGRect(x: 10, y: 20, width: 40, height: 20), 1e-9))
        #expect(oval.contains(CGPoint(x: 30, y: 30)))
        #expect(!oval.contains(CGPoint(x: 12, y: 22)))
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
        #expect(CGMutablePath().isEmpty)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func roundingOnlySomeCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!path.contains(CGPoint(x: 1, y: 1))) // rounded away
        #expect(path.contains(CGPoint(x: 99, y: 1))) // square corner
        #expect(!path.contains(CGPoint(x: 99, y: 59)))
        #expect(path.contains(CGPoint(x: 1, y: 59)))
    }

    @Test func applyAppendReverseAndElements() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.close()
        path.apply(CGAffineTransform(translationX: 5, y: 1))
        #expect(path.currentPoint == CGPoint(x: 5, y: 1))
        var kinds: [CGPathElementType] = []
        path.cgPath.applyWithBlock { kinds.append($0.pointee.type) }
        #expect(kinds == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath])
        let reversed = path.reversing()
        #expect(reversed.cgPath.boundingBox == path.cgPath.boundingBox)
        var firsts: [CGPoint] = []
        reversed.cgPath.applyWithBlock { if $0.pointee.type == .moveToPoint { firsts.append($0.pointee.points[0]) } }
        #expect(firsts == [CGPoint(x: 5, y: 1)])
    }

    @Test func lineDashRoundTrips() {
        let path = UIBezierPath()
        var pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(&pattern, count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        var out = [CGFloat](repeating: 0, count: 3)
        path.getLineDash(&out, count: &count, phase: &phase)
        #expect(out == pattern && count == 3 && phase == 1.5)
    }

    @Test func pathsInterpolatePointByPointAndKeepTheStartOtherwise() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 10, y: 0, width: 30, height: 10), transform: nil)
        let half = AnimatableValue.interpolate(a, b, fraction: 0.5) as? CGPath
        #expect(half?.boundingBox == CGRect(x: 5, y: 0, width: 20, height: 10))
        let oval = CGMutablePath()
        oval.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect((AnimatableValue.interpolate(a, oval, fraction: 0.5) as? CGPath) == a)
        #expect((AnimatableValue.interpolate(a, oval, fraction: 1) as? CGPath) == oval)
    }
}

/// `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`: rounded corners between two lines.
@MainActor @Suite struct TangentArcTests {
    static func near(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, _ eps: CGFloat = 1e-9) -> Bool {
        abs(p.x - x) < eps && abs(p.y - y) < eps
    }

    /// The end points of the path's elements, in order.
    static func points(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        path.applyWithBlock { e in
            switch e.pointee.type {
            case .moveToPoint, .addLineToPoint: points.append(e.pointee.points[0])
            case .addQuadCurveToPoint: points.append(e.pointee.points[1])
            case .addCurveToPoint: points.append(e.pointee.points[2])
            case .closeSubpath: break
            }
        }
        return points
    }

    @Test func roundsTheCornerBetweenTheTwoLines() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let points = Self.points(path)
        // A line to the first tangent point, then a quarter circle to the second.
        #expect(Self.near(points[0], 0, 0) && Self.near(points[1], 80, 0), "\(points)")
        #expect(Self.near(path.currentPoint, 100, 20, 1e-9))
        // The arc stays on the circle of radius 20 around (80, 20) and bulges towards the corner.
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 100) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 20) < 1e-9)
        #expect(path.contains(CGPoint(x: 94, y: 6)))
        #expect(!path.contains(CGPoint(x: 99, y: 1)))
    }

    @Test func turnsEitherWayAndFollowsTheTransform() {
        // A corner turning left (counter-clockwise on screen) at (10, 10).
        let left = CGMutablePath()
        left.move(to: CGPoint(x: 0, y: 10))
        left.addArc(tangent1End: CGPoint(x: 10, y: 10), tangent2End: CGPoint(x: 10, y: 0), radius: 5)
        #expect(Self.near(left.currentPoint, 10, 5, 1e-9))
        #expect(abs(left.boundingBoxOfPath.minY - 5) < 1e-9 && abs(left.boundingBoxOfPath.maxX - 10) < 1e-9)
        // With a transform, the corner is computed in untransformed space and then mapped.
        let scaled = CGMutablePath()
        let double = CGAffineTransform(scaleX: 2, y: 2)
        scaled.move(to: .zero, transform: double)
        scaled.addArc(
            tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20, transform: double)
        #expect(Self.near(Self.points(scaled)[1], 160, 0, 1e-9))
        #expect(Self.near(scaled.currentPoint, 200, 40, 1e-9))
    }

    @Test func collinearPointsZeroRadiusAndNoCurrentPoint() {
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(Self.points(straight) == [.zero, CGPoint(x: 10, y: 0)])
        let sharp = CGMutablePath()
        sharp.move(to: .zero)
        sharp.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 0)
        #expect(Self.points(sharp) == [.zero, CGPoint(x: 10, y: 0)])
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(empty.isEmpty)
    }

    /// A square with its four corners rounded by tangent arcs, filled by a shape layer: the corner
    /// pixels stay clear, the edges' middles and the inside of each arc are filled.
    @Test func roundedCornersDrawAsRoundedCorners() {
        World().run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            window.backgroundColor = .white
            window.isHidden = false
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 30, y: 10))
            path.addArc(tangent1End: CGPoint(x: 50, y: 10), tangent2End: CGPoint(x: 50, y: 50), radius: 15)
            path.addArc(tangent1End: CGPoint(x: 50, y: 50), tangent2End: CGPoint(x: 10, y: 50), radius: 15)
            path.addArc(tangent1End: CGPoint(x: 10, y: 50), tangent2End: CGPoint(x: 10, y: 10), radius: 15)
            path.addArc(tangent1End: CGPoint(x: 10, y: 10), tangent2End: CGPoint(x: 50, y: 10), radius: 15)
            path.closeSubpath()
            let shape = CAShapeLayer()
            shape.path = path
            shape.fillColor = UIColor.black.cgColor
            window.layer.addSublayer(shape)
            let frame = Rasterizer().render(
                DisplayListBuilder(scale: 1).displayList(for: window.layer, size: window.bounds.size))
            func isInk(_ x: Int, _ y: Int) -> Bool { frame[x, y].r < 30 }
            func isPaper(_ x: Int, _ y: Int) -> Bool { frame[x, y].r > 225 }
            for (x, y) in [(10, 10), (48, 10), (10, 48), (48, 48)] { #expect(isPaper(x, y), "corner (\(x), \(y))") }
            for (x, y) in [(30, 11), (11, 30), (48, 30), (30, 48), (16, 16), (43, 43)] {
                #expect(isInk(x, y), "inside (\(x), \(y))")
            }
        }
    }
}
