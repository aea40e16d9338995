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
