import Foundation
import Testing

@testable import Raster

/// The fast rasterizer against the plain supersampling reference on seeded random scenes.
///
/// The reference counts 64 × 64 samples per pixel (coverage within 1/128 of the true area even on
/// axis-aligned edges); the fast path computes exact areas of flattened outlines. Allowed: 3/255
/// per channel anywhere (coverage rounding, arc flattening, the reference's grid). Away from edges
/// solid colours must match exactly (image samples may differ by 1/255: the fast path works in
/// 1/256 texel fixed point).
@Suite struct ReferenceComparisonTests {
    static let reference = ReferenceRasterizer(samplesPerAxis: 64)
    static let width = 40, height = 32

    /// Compares both rasterizers on `list`.
    func check(_ list: DisplayList, _ label: String, tolerance: Int = 3) {
        let fast = Rasterizer().render(list)
        let slow = ReferenceComparisonTests.reference.render(list)
        let d = BitmapDifference(fast, slow)
        #expect(d.maximum <= tolerance, "\(label): \(d)")
    }

    static let image = testImage(width: 12, height: 10, translucent: true)

    static func randomColor(_ rng: inout SeededGenerator) -> Color {
        Color(
            red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
            blue: .random(in: 0...1, using: &rng), alpha: [1, 1, 0.7, 0.35].randomElement(using: &rng)!)
    }

    static func randomRect(_ rng: inout SeededGenerator) -> Rect {
        Rect(
            x: .random(in: 2...20, using: &rng), y: .random(in: 2...16, using: &rng),
            width: .random(in: 3...18, using: &rng), height: .random(in: 3...14, using: &rng))
    }

    static func randomRadii(_ rng: inout SeededGenerator) -> CornerRadii {
        CornerRadii(
            topLeft: .random(in: 0...6, using: &rng), topRight: .random(in: 0...6, using: &rng),
            bottomRight: .random(in: 0...6, using: &rng), bottomLeft: [0, 3, 20].randomElement(using: &rng)!)
    }

    static func randomTransform(_ rng: inout SeededGenerator, perspective: Bool) -> Matrix4 {
        let cx = Double(width) / 2
        let cy = Double(height) / 2
        var t = rotation(.random(in: -180...180, using: &rng), about: cx, cy)
            .concatenating(.scale(x: .random(in: 0.6...1.4, using: &rng), y: .random(in: 0.6...1.4, using: &rng)))
            .concatenating(.translation(x: .random(in: -3...3, using: &rng), y: .random(in: -3...3, using: &rng)))
        if perspective {
            t = t.concatenating(
                perspectiveTurn(
                    .random(in: -70...70, using: &rng), about: cx, cy, distance: .random(in: 30...120, using: &rng)))
        }
        return t
    }

    static func randomItem(_ rng: inout SeededGenerator, depth: Int = 0) -> DisplayItem {
        let perspective = Bool.random(using: &rng)
        switch Int.random(in: 0..<(depth == 0 ? 4 : 3), using: &rng) {
        case 0:
            return .fill(
                FillItem(
                    rect: randomRect(&rng), radii: Bool.random(using: &rng) ? .zero : randomRadii(&rng),
                    color: randomColor(&rng), transform: randomTransform(&rng, perspective: perspective)))
        case 1:
            return .image(
                ImageItem(
                    rect: randomRect(&rng), image: image,
                    sourceRect: Bool.random(using: &rng) ? nil : Rect(x: 2, y: 1, width: 7, height: 6),
                    radii: Bool.random(using: &rng) ? .zero : randomRadii(&rng),
                    sampling: Bool.random(using: &rng) ? .bilinear : .nearest,
                    opacity: [1, 0.6].randomElement(using: &rng)!,
                    transform: randomTransform(&rng, perspective: perspective)))
        case 2:
            var mesh = gridMesh(
                randomRect(&rng), columns: 3, rows: 2, texture: image,
                transform: randomTransform(&rng, perspective: perspective)
            ) { u, v in 4 * (u - 0.5) * (v - 0.5) }
            mesh.sampling = Bool.random(using: &rng) ? .bilinear : .nearest
            mesh.opacity = [1, 0.8].randomElement(using: &rng)!
            return .mesh(mesh)
        default:
            let children = (0..<2).map { _ in randomItem(&rng, depth: depth + 1) }
            let clip =
                Bool.random(using: &rng)
                ? nil
                : ClipShape(
                    rect: randomRect(&rng), radii: randomRadii(&rng),
                    transform: randomTransform(&rng, perspective: false))
            let mask: [DisplayItem]? = Bool.random(using: &rng) ? nil : [randomItem(&rng, depth: depth + 1)]
            return .group(
                GroupItem(opacity: [1, 0.5].randomElement(using: &rng)!, clip: clip, mask: mask, children: children))
        }
    }

    @Test func roundedRectsUnderRotationAndScale() {
        let items: [DisplayItem] = (0..<4).map { (i: Int) -> DisplayItem in
            let k = Double(i)
            let rect = Rect(x: 4 + k * 8, y: 4, width: 14, height: 22)
            let color = Color(red: 0.2 * k, green: 0.3, blue: 0.8, alpha: i == 2 ? 0.5 : 1)
            let transform = rotation(k * 23 + 5, about: 20, 16).concatenating(.scale(x: 1.1, y: 0.9))
            return .fill(FillItem(rect: rect, radii: CornerRadii(k * 2.5 + 1), color: color, transform: transform))
        }
        check(DisplayList(width: 40, height: 32, background: .white, items: items), "rounded rects")
    }

    @Test func perspectiveImageWithCornerRadiiPartlyBehindTheEye() {
        let items: [DisplayItem] = [
            .image(
                ImageItem(
                    rect: Rect(x: 4, y: 4, width: 32, height: 24), image: ReferenceComparisonTests.image,
                    radii: CornerRadii(5),
                    transform: perspectiveTurn(55, about: 20, 16, distance: 40))),
            .fill(
                FillItem(
                    rect: Rect(x: -20, y: 10, width: 80, height: 12),
                    color: Color(red: 0, green: 0.5, blue: 0, alpha: 0.6),
                    transform: perspectiveTurn(80, about: 20, 16, distance: 25))),
        ]
        check(DisplayList(width: 40, height: 32, background: .black, items: items), "perspective")
    }

    @Test func wavyMeshUnderPerspective() {
        let mesh = gridMesh(
            Rect(x: 4, y: 3, width: 32, height: 26), columns: 6, rows: 5, texture: ReferenceComparisonTests.image,
            transform: perspectiveTurn(35, about: 20, 16, distance: 60)
        ) { u, v in 6 * sin(u * 7) * cos(v * 5) }
        check(
            DisplayList(width: 40, height: 32, background: Color(red: 1, green: 0, blue: 1), items: [.mesh(mesh)]),
            "mesh")
    }

    @Test func groupWithRotatedClipMaskAndOpacity() {
        let group = GroupItem(
            opacity: 0.7,
            clip: ClipShape(
                rect: Rect(x: 6, y: 5, width: 28, height: 22), radii: CornerRadii(6),
                transform: rotation(12, about: 20, 16)),
            mask: [
                .fill(
                    FillItem(
                        rect: Rect(x: 0, y: 0, width: 40, height: 32), radii: CornerRadii(16),
                        color: Color(red: 0, green: 0, blue: 0, alpha: 0.8)))
            ],
            children: [
                .image(ImageItem(rect: Rect(x: 0, y: 0, width: 40, height: 32), image: ReferenceComparisonTests.image)),
                .fill(
                    FillItem(
                        rect: Rect(x: 10, y: 10, width: 20, height: 12),
                        color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))),
            ])
        check(DisplayList(width: 40, height: 32, background: .white, items: [.group(group)]), "group")
    }

    @Test(arguments: 0..<4)
    func solidInteriorsAreExact(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 500)
        let items: [DisplayItem] = (0..<5).map { _ in
            .fill(
                FillItem(
                    rect: ReferenceComparisonTests.randomRect(&rng), radii: ReferenceComparisonTests.randomRadii(&rng),
                    color: ReferenceComparisonTests.randomColor(&rng),
                    transform: ReferenceComparisonTests.randomTransform(&rng, perspective: Bool.random(using: &rng))))
        }
        let list = DisplayList(width: 40, height: 32, background: .white, items: items)
        let fast = Rasterizer().render(list)
        let slow = ReferenceComparisonTests.reference.render(list)
        // A pixel whose 3 × 3 neighbourhood is uniform in the reference has no edge nearby.
        var interior = 0
        for y in 1..<31 {
            for x in 1..<39 {
                var flat = true
                for dy in -1...1 { for dx in -1...1 where slow[x + dx, y + dy] != slow[x, y] { flat = false } }
                guard flat else { continue }
                interior += 1
                #expect(fast[x, y] == slow[x, y], "seed \(seed) pixel (\(x), \(y))")
            }
        }
        #expect(interior > 200)
        check(list, "solid seed \(seed)")
    }

    @Test(arguments: 0..<12)
    func randomScene(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let items = (0..<3).map { _ in ReferenceComparisonTests.randomItem(&rng) }
        let background = seed % 3 == 0 ? Color.clear : Color(red: 0.9, green: 0.85, blue: 0.8)
        check(
            DisplayList(
                width: ReferenceComparisonTests.width, height: ReferenceComparisonTests.height,
                background: background, items: items), "seed \(seed)")
    }
}
