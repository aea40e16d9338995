import Foundation
import Testing

@testable import Flipbook

/// CAMediaTimingFunction against the Bézier definition, sampled independently of the solver.
@Suite struct TimingFunctionTests {
    /// Bézier point at parameter s for inner control points p1, p2 (independent reference).
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static let named: [(CAMediaTimingFunctionName, (Double, Double, Double, Double))] = [
        (.default, (0.25, 0.1, 0.25, 1)), (.linear, (0, 0, 1, 1)), (.easeIn, (0.42, 0, 1, 1)),
        (.easeOut, (0, 0, 0.58, 1)), (.easeInEaseOut, (0.42, 0, 0.58, 1)),
    ]

    @Test(arguments: 0..<5)
    func namedCurvesMatchTheBezierDefinition(index: Int) {
        let (name, p) = Self.named[index]
        let function = CAMediaTimingFunction(name: name)
        // Walk the curve by its parameter: (x(s), y(s)) must be on the function's graph.
        for step in 0...200 {
            let s = Double(step) / 200
            let x = Self.bezier(s, p.0, p.2)
            let y = Self.bezier(s, p.1, p.3)
            #expect(abs(function.value(at: x) - y) < 1e-7, "\(name.rawValue) at x=\(x)")
        }
    }

    @Test func customControlPointsAndGetControlPoint() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.2, 1.4)
        var values: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &values)
        #expect(values == [0.1, 0.9])
        function.getControlPoint(at: 2, values: &values)
        #expect(values == [0.2, 1.4])
        function.getControlPoint(at: 3, values: &values)
        #expect(values == [1, 1])
        function.getControlPoint(at: 7, values: &values) // out of range: untouched
        #expect(values == [1, 1])
        // Overshooting curve: y above 1 in the middle.
        let s = 0.6
        let x = Self.bezier(s, Double(Float(0.1)), Double(Float(0.2)))
        let y = Self.bezier(s, Double(Float(0.9)), Double(Float(1.4)))
        #expect(abs(function.value(at: x) - y) < 1e-7)
        #expect(y > 1)
    }

    @Test func endpointsClampingAndBadInput() {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(ease.value(at: 0) == 0)
        #expect(ease.value(at: 1) == 1)
        #expect(ease.value(at: -3) == 0)
        #expect(ease.value(at: 4) == 1)
        #expect(ease.value(at: .nan) == 0)
        let bad = CAMediaTimingFunction(controlPoints: Float.nan, 0, 1, 1)
        #expect(abs(bad.value(at: 0.3) - 0.3) < 1e-9) // non-finite control points: linear
        let clamped = CAMediaTimingFunction(controlPoints: -1, 0, 2, 1)
        #expect(clamped.controlPoint(at: 1)?.x == 0)
        #expect(clamped.controlPoint(at: 2)?.x == 1)
        #expect(
            CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bogus"))
                == CAMediaTimingFunction(name: .default))
    }

    @Test func steepCurveNeedsTheBisectionFallback() {
        // Nearly vertical start: Newton's derivative is ~0 near s = 0.
        let function = CAMediaTimingFunction(controlPoints: 0, 1, 0, 1)
        for step in 1..<100 {
            let s = Double(step) / 100
            let x = Self.bezier(s, 0, 0)
            let y = Self.bezier(s, 1, 1)
            #expect(abs(function.value(at: x) - y) < 1e-7)
        }
    }
}
