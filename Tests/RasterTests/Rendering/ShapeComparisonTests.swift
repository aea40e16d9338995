import Foundation
import Testing

@testable import Raster

/// Paths, strokes, gradients, shadows and backdrop blurs against the reference rasterizer.
///
/// The reference computes the exact area of outlines in each pixel (rounded rectangles and clips by
/// counting 16 × 16 samples, within 1/32 of the true area), gradient colours exactly and blurs with a
/// true Gaussian by direct sums in floating point (the fast path's box passes and reduced resolution
/// approximate it); allowed: 8/255 per channel, on every pixel — also where outlines overlap
/// themselves (self-intersecting paths, the inner side of a stroke's sharp turns).
@Suite struct ShapeComparisonTests {
    static let reference = ReferenceRasterizer(samplesPerAxis: 16)

    func check(
        _ items: [DisplayItem], _ label: String, background: Color = .white, tolerance: Int = 8, width: Int = 40,
        height: Int = 32
    ) {
        let list = DisplayList(width: width, height: height, background: background, items: items)
        let fast = Rasterizer().render(list)
        let slow = ShapeComparisonTests.reference.render(list)
        let difference = BitmapDifference(fast, slow)
        #expect(difference.maximum <= tolerance, "\(label): \(difference)")
    }

    /// A five-pointed star drawn in one stroke: its centre has winding number 2.
    static var star: Path {
        var p = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let x = 20 + 14 * cos(angle)
            let y = 17 + 14 * sin(angle)
            if i == 0 { p.move(to: x, y) } else { p.line(to: x, y) }
        }
        p.close()
        return p
    }

    /// An open zigzag with a curve at the end.
    static var zigzag: Path {
        var p = Path()
        p.move(to: 5, 24)
        p.line(to: 12, 8)
        p.line(to: 19, 22)
        p.elements.append(.quad(cx: 26, cy: 2, x: 33, y: 20))
        return p
    }

    static let blue = Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func nestedRingsUnderBothFillRules(rule: FillRule) {
        // Both circles turn the same way: the hole is a hole only under even-odd.
        var p = Path()
        p.addEllipse(in: Rect(x: 4, y: 3, width: 32, height: 26))
        p.addEllipse(in: Rect(x: 12.3, y: 9.6, width: 15, height: 12))
        check(
            [
                .shape(
                    ShapeItem(
                        shape: .path(p, rule), paint: .solid(ShapeComparisonTests.blue),
                        transform: rotation(20, about: 20, 16)))
            ],
            "rings \(rule)")
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func selfIntersectingStar(rule: FillRule) {
        check(
            [
                .shape(
                    ShapeItem(shape: .path(ShapeComparisonTests.star, rule), paint: .solid(ShapeComparisonTests.blue)))
            ],
            "star \(rule)")
        let list = DisplayList(
            width: 40, height: 32, background: .white,
            items: [.shape(ShapeItem(shape: .path(ShapeComparisonTests.star, rule), paint: .solid(.black)))])
        let centre = Rasterizer().render(list)[20, 18]
        #expect(centre == (rule == .nonZero ? Color.black.premultiplied : Color.white.premultiplied))
    }

    @Test func curvesAndArcsUnderPerspective() {
        var p = Path()
        p.addEllipse(in: Rect(x: 4, y: 4, width: 20, height: 14))
        p.addArc(centerX: 28, centerY: 20, radius: 8, startAngle: 0.3, endAngle: 4, clockwise: false)
        p.elements.append(.cubic(c1x: 38, c1y: 2, c2x: 20, c2y: 40, x: 10, y: 28))
        p.close()
        let t = perspectiveTurn(35, about: 20, 16, distance: 70)
        check(
            [
                .shape(
                    ShapeItem(
                        shape: .path(p, .evenOdd), paint: .solid(Color(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.8)),
                        transform: t))
            ],
            "curves")
    }

    @Test(arguments: zip([StrokeStyle.Cap.butt, .round, .square], [StrokeStyle.Join.miter, .round, .bevel]))
    func strokeCapsAndJoins(cap: StrokeStyle.Cap, join: StrokeStyle.Join) {
        let style = StrokeStyle(width: 4.5, cap: cap, join: join, miterLimit: 3)
        check(
            [
                .shape(
                    ShapeItem(
                        shape: .stroke(ShapeComparisonTests.zigzag, style), paint: .solid(ShapeComparisonTests.blue),
                        transform: rotation(7, about: 20, 16)))
            ], "stroke \(cap) \(join)")
    }

    @Test func dashedTrimmedStrokeOfAClosedPath() {
        var p = Path()
        p.addEllipse(in: Rect(x: 6, y: 5, width: 28, height: 22))
        let style = StrokeStyle(width: 3, cap: .round, dashPattern: [6, 3, 1], dashPhase: 2, start: 0.1, end: 0.8)
        check(
            [
                .shape(
                    ShapeItem(shape: .stroke(p, style), paint: .solid(Color(red: 0, green: 0.6, blue: 0.2, alpha: 0.7)))
                )
            ], "dashes")
    }

    @Test(arguments: [Gradient.Kind.linear, .radial, .conic])
    func gradientsUnderRotation(kind: Gradient.Kind) {
        let stops = [
            Gradient.Stop(location: 0.1, color: Color(red: 1, green: 0, blue: 0)),
            Gradient.Stop(location: 0.5, color: Color(red: 0, green: 0, blue: 1, alpha: 0.3)),
            Gradient.Stop(location: 0.9, color: Color(red: 1, green: 1, blue: 0)),
        ]
        let g = Gradient(kind: kind, stops: stops, startX: 18, startY: 14, endX: 30, endY: 24)
        check(
            [
                .shape(
                    ShapeItem(
                        shape: .roundedRect(Rect(x: 3, y: 3, width: 34, height: 26), CornerRadii(6)),
                        paint: .gradient(g),
                        transform: rotation(15, about: 20, 16)))
            ], "gradient \(kind)")
    }

    @Test func groupShadowUnderContent() {
        let card: DisplayItem = .fill(
            FillItem(rect: Rect(x: 10, y: 8, width: 16, height: 12), radii: CornerRadii(3), color: .white))
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0.2, alpha: 0.6), offsetX: 2, offsetY: 3, sigma: 2.5)
        check(
            [.group(GroupItem(shadow: shadow, children: [card])), card], "shadow",
            background: Color(red: 0.9, green: 0.9, blue: 0.8))
    }

    @Test func shadowOffsetsKeepTheirFractions() {
        let card: DisplayItem = .fill(
            FillItem(rect: Rect(x: 10, y: 8, width: 16, height: 12), radii: CornerRadii(3), color: .white))
        for (dx, dy, sigma) in [(0.5, 0.5, 1.5), (1.25, -2.75, 1.5), (-0.4, 3.6, 3)] {
            let shadow = Shadow(color: .black, offsetX: dx, offsetY: dy, sigma: sigma)
            check([.group(GroupItem(shadow: shadow, children: [card]))], "shadow moved by \(dx), \(dy), σ \(sigma)")
        }
    }

    @Test func largeBlursAreComputedSmallerAndStillGaussian() {
        // σ from 8 px is blurred at half the size or less, then enlarged: still a Gaussian within 8/255.
        let card: DisplayItem = .fill(
            FillItem(rect: Rect(x: 40, y: 36, width: 48, height: 40), radii: CornerRadii(8), color: .white))
        for (sigma, dy) in [(9.0, 6.5), (20.0, 12.0)] {
            #expect(BlurPlan(sigma: sigma).factor > 1)
            let shadow = Shadow(
                color: Color(red: 0, green: 0, blue: 0.1, alpha: 0.8), offsetX: -3.25, offsetY: dy, sigma: sigma)
            check(
                [.group(GroupItem(shadow: shadow, children: [card])), card], "shadow σ \(sigma)",
                background: Color(red: 0.9, green: 0.9, blue: 0.8), width: 128, height: 112)
        }
        var stripes: [DisplayItem] = (0..<16).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: Double(i) * 8, y: 0, width: 4, height: 112),
                    color: Color(red: Double(i % 4) / 3, green: 0.3, blue: 1 - Double(i % 5) / 4)))
        }
        stripes.append(
            .backdrop(
                BackdropItem(
                    shape: ClipShape(
                        rect: Rect(x: 10, y: 20, width: 100, height: 80), radii: CornerRadii(12),
                        transform: rotation(5, about: 60, 60)), sigma: 12)))
        check(stripes, "backdrop σ 12", width: 128, height: 112)
    }

    @Test func blurPlansMatchTheGaussianVariance() {
        // The block average adds (f² − 1) / 12, the boxes r(r + 1) / 3 each in reduced pixels (× f²).
        for sigma in [2.0, 8, 13, 16, 30, 64, 200] {
            let plan = BlurPlan(sigma: sigma)
            let f = Double(plan.factor)
            let boxes = plan.radii.reduce(0.0) { $0 + Double($1 * ($1 + 1)) / 3 }
            let variance = (f * f - 1) / 12 + f * f * boxes
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "σ \(sigma): \(plan)")
            #expect(sigma < 8 ? plan.factor == 1 : sigma / f >= 4 && sigma / f < 8, "σ \(sigma): \(plan)")
        }
    }

    @Test func smallBlursFollowTheGaussian() {
        // Below σ = 2 odd box widths cannot approach a Gaussian; one-pixel stripes and a one-pixel dot
        // show it (box passes were off by up to 72/255 here).
        let stripes: [DisplayItem] = (0..<20).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: Double(i) * 2, y: 0, width: 1, height: 32),
                    color: Color(red: 0.1, green: 0.2, blue: 0.9)))
        }
        let dot: DisplayItem = .fill(FillItem(rect: Rect(x: 19, y: 15, width: 1, height: 1), color: .black))
        for sigma in [0.4, 0.7, 1.0, 1.3, 1.9] {
            let backdrop = BackdropItem(shape: ClipShape(rect: Rect(x: 4, y: 4, width: 32, height: 24)), sigma: sigma)
            check(stripes + [.backdrop(backdrop)], "backdrop σ \(sigma)")
            // Whole-pixel offset: fractions are interpolated after the blur, which below σ ≈ 0.7 strays
            // from the exact moved Gaussian by up to 10/255 on a one-pixel dot.
            let shadow = Shadow(color: .black, offsetX: 1, offsetY: -2, sigma: sigma)
            check([.group(GroupItem(shadow: shadow, children: [dot]))], "shadow σ \(sigma)")
        }
    }

    @Test func smallBlursUseDirectWeights() {
        for sigma in [0.3, 0.7, 1.5, 1.99] {
            let plan = BlurPlan(sigma: sigma)
            #expect(plan.radii == [0, 0, 0] && plan.factor == 1, "σ \(sigma): \(plan)")
            #expect(plan.kernel.reduce(0, +) == 4096 && plan.kernel == plan.kernel.reversed(), "σ \(sigma): \(plan)")
        }
        // The pixel squares' Gaussian moves σ / √(2π) of a pixel to each neighbour: none below 1/8192.
        #expect(BlurPlan(sigma: 0.05).kernel == [82, 3932, 82])
        #expect(BlurPlan(sigma: 0.0001).kernel.isEmpty)
        #expect(BlurPlan(sigma: .nan).kernel.isEmpty)
        #expect(BlurPlan(sigma: 2).kernel.isEmpty && BlurPlan(sigma: 2).radii != [0, 0, 0])
    }

    /// Five thin vertical stripes from red to blue, for a backdrop to blur.
    private static var stripes: [DisplayItem] {
        (0..<5).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: Double(i) * 8, y: 0, width: 4, height: 32),
                    color: Color(red: Double(i) / 4, green: 0.2, blue: 1 - Double(i) / 4)))
        }
    }

    @Test func backdropBlurInsideARoundedRect() {
        var items = Self.stripes
        items.append(
            .backdrop(
                BackdropItem(
                    shape: ClipShape(
                        rect: Rect(x: 6, y: 6, width: 28, height: 20), radii: CornerRadii(5),
                        transform: rotation(10, about: 20, 16)), sigma: 3)))
        check(items, "backdrop")
    }

    @Test func continuousCornerClipsAndBackdrops() {
        var items = Self.stripes
        let shape = ClipShape(
            rect: Rect(x: 4, y: 3, width: 32, height: 26), radii: CornerRadii(9), transform: rotation(8, about: 20, 16),
            continuous: true)
        check([.group(GroupItem(opacity: 0.9, clip: shape, children: items))], "continuous clip")
        items.append(.backdrop(BackdropItem(shape: shape, sigma: 2)))
        check(items, "continuous backdrop")
    }

    @Test func blursAndShadowsAreTheSameOnEveryThreadCount() {
        var items: [DisplayItem] = (0..<12).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: Double(i) * 17, y: 0, width: 9, height: 300),
                    color: Color(red: 1, green: Double(i) / 12, blue: 0)))
        }
        let card: DisplayItem = .fill(
            FillItem(rect: Rect(x: 40, y: 60, width: 120, height: 160), radii: CornerRadii(12), color: .white))
        items.append(
            .backdrop(BackdropItem(shape: ClipShape(rect: Rect(x: 0, y: 100, width: 200, height: 200)), sigma: 9)))
        items.append(
            .group(GroupItem(shadow: Shadow(color: .black, offsetX: 1.5, offsetY: 8.25, sigma: 21), children: [card])))
        items.append(card)
        let list = DisplayList(width: 200, height: 300, background: .white, items: items)
        let one = Rasterizer(threadCount: 1).render(list)
        for threads in [2, 3, 7] {
            expectIdentical(one, Rasterizer(threadCount: threads).render(list), "\(threads) threads")
        }
        // Shadows alone still render in bands.
        let shadowOnly = DisplayList(width: 200, height: 300, background: .white, items: Array(items.suffix(2)))
        expectIdentical(Rasterizer().render(shadowOnly), Rasterizer(threadCount: 5).render(shadowOnly), "shadow bands")
    }

    @Test func boxRadiiMatchTheGaussianVariance() {
        // Odd box widths cannot match small σ closely: within 20% at 1 px, 10% from 2.5 px.
        for (sigma, allowed) in [(1.0, 0.2), (2.5, 0.1), (7, 0.1), (30, 0.1), (120, 0.1)] {
            let radii = gaussianBoxRadii(sigma: sigma)
            // A box of radius r has variance r(r + 1) / 3; the three add up.
            let variance = radii.reduce(0.0) { $0 + Double($1 * ($1 + 1)) / 3 }
            #expect(abs(variance.squareRoot() - sigma) / sigma < allowed, "σ \(sigma): \(radii)")
        }
        #expect(gaussianBoxRadii(sigma: .nan) == [0, 0, 0])
        #expect(gaussianBoxRadii(sigma: 0.2) == [0, 0, 0])
    }

    @Test func dashIntervalsFollowThePhase() {
        let on = dashIntervals(length: 20, pattern: [4, 2], phase: 1)
        #expect(on.map { [$0.0, $0.1] } == [[0, 3], [5, 9], [11, 15], [17, 20]])
        let negative = dashIntervals(length: 6, pattern: [4, 2], phase: -1)
        #expect(negative.map { [$0.0, $0.1] } == [[1, 5]])
    }

    @Test func emptyTrimAndBadNumbersDrawNothing() {
        let blank = Rasterizer().render(DisplayList(width: 40, height: 32, background: .white))
        var nan = ShapeComparisonTests.star
        nan.line(to: .nan, 3)
        let items: [DisplayItem] = [
            .shape(
                ShapeItem(
                    shape: .stroke(ShapeComparisonTests.zigzag, StrokeStyle(width: 3, start: 0.6, end: 0.4)),
                    paint: .solid(.black))),
            .shape(ShapeItem(shape: .path(nan, .nonZero), paint: .solid(.black))),
            .shape(
                ShapeItem(
                    shape: .stroke(ShapeComparisonTests.zigzag, StrokeStyle(width: 3, dashPattern: [1e-9, 1e-9])),
                    paint: .solid(.clear))),
            .backdrop(BackdropItem(shape: ClipShape(rect: Rect(x: 0, y: 0, width: 40, height: 32)), sigma: .infinity)),
            .group(
                GroupItem(
                    shadow: Shadow(color: .black, offsetX: .nan, offsetY: 0, sigma: 2),
                    children: [.fill(FillItem(rect: Rect(x: 0, y: 0, width: 9, height: 9), color: .black))])),
        ]
        expectIdentical(
            Rasterizer().render(DisplayList(width: 40, height: 32, background: .white, items: items)), blank)
    }
}
