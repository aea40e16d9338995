import FlipbookTesting
import Foundation
import Testing

@testable import Raster

/// One picture per primitive, reviewed by eye before recording (Fixtures/Goldens/raster/).
@Suite struct RasterGoldenTests {
    static let size = (width: 160, height: 120)
    static let paper = Color(red: 0.96, green: 0.95, blue: 0.92)
    static let ink = Color(red: 0.13, green: 0.15, blue: 0.22)
    static let blue = Color(red: 0.16, green: 0.42, blue: 0.86)
    static let coral = Color(red: 0.96, green: 0.42, blue: 0.35)
    static let mint = Color(red: 0.18, green: 0.72, blue: 0.56)
    static let amber = Color(red: 0.98, green: 0.74, blue: 0.18)

    /// A 64 × 48 "photo": a sky-to-sea gradient with a sun and hills, plus a checkered border so
    /// that sampling errors show.
    static let photo: RasterImage = {
        let w = 64
        let h = 48
        var b = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let fy = Double(y) / Double(h - 1)
                var c = Color(red: 0.35 + 0.5 * fy, green: 0.55 + 0.2 * fy, blue: 0.95 - 0.3 * fy)
                let dx = Double(x) - 44
                let dy = Double(y) - 14
                if dx * dx + dy * dy < 64 { c = Color(red: 1, green: 0.85, blue: 0.3) }
                let hill = 34 + 6 * sin(Double(x) / 7)
                if Double(y) > hill { c = Color(red: 0.2, green: 0.5 - 0.2 * fy, blue: 0.25) }
                if x < 2 || y < 2 || x >= w - 2 || y >= h - 2 { c = (x + y) % 2 == 0 ? .white : ink }
                b[x, y] = c.premultiplied
            }
        }
        return RasterImage(bitmap: b, name: "photo")
    }()

    /// A 8 × 8 two-colour pixel-art heart, for nearest sampling.
    static let heart: RasterImage = {
        let rows = ["........", ".##..##.", "########", "########", ".######.", "..####..", "...##...", "........"]
        var b = Bitmap(width: 8, height: 8)
        for (y, row) in rows.enumerated() {
            for (x, ch) in row.enumerated() {
                b[x, y] = ch == "#" ? coral.premultiplied : Color(red: 1, green: 1, blue: 1, alpha: 0.6).premultiplied
            }
        }
        return RasterImage(bitmap: b, name: "heart")
    }()

    func render(_ items: [DisplayItem], background: Color = paper) -> Bitmap {
        Rasterizer().render(
            DisplayList(
                width: RasterGoldenTests.size.width, height: RasterGoldenTests.size.height,
                background: background, items: items))
    }

    func check(_ name: String, _ items: [DisplayItem], background: Color = paper) {
        assertGolden(render(items, background: background), named: name, suite: "raster", options: .exact)
    }

    @Test func rects() {
        typealias G = RasterGoldenTests
        check(
            "rects",
            [
                .fill(FillItem(rect: Rect(x: 10, y: 10, width: 50, height: 36), color: G.blue)),
                .fill(FillItem(rect: Rect(x: 35.5, y: 28.25, width: 50, height: 36), color: G.coral.withAlpha(0.7))),
                .fill(
                    FillItem(
                        rect: Rect(x: 100, y: 14, width: 40, height: 40), color: G.mint,
                        transform: rotation(30, about: 120, 34))),
                .fill(
                    FillItem(
                        rect: Rect(x: 96, y: 64, width: 48, height: 24), color: G.amber,
                        transform: rotation(-12, about: 120, 76)
                            .concatenating(.scale(x: 1, y: 1)))),
                // Hairlines: 1 px on the grid, 1 px between pixels, ½ px, ¼ px.
                .fill(FillItem(rect: Rect(x: 10, y: 80, width: 70, height: 1), color: G.ink)),
                .fill(FillItem(rect: Rect(x: 10, y: 88.5, width: 70, height: 1), color: G.ink)),
                .fill(FillItem(rect: Rect(x: 10, y: 96, width: 70, height: 0.5), color: G.ink)),
                .fill(FillItem(rect: Rect(x: 10, y: 104, width: 70, height: 0.25), color: G.ink)),
                .fill(
                    FillItem(
                        rect: Rect(x: 10, y: 110, width: 70, height: 1), color: G.ink,
                        transform: rotation(2, about: 45, 110))),
            ])
    }

    @Test func roundedRects() {
        typealias G = RasterGoldenTests
        check(
            "rounded-rects",
            [
                .fill(FillItem(rect: Rect(x: 8, y: 8, width: 68, height: 44), radii: CornerRadii(10), color: G.blue)),
                .fill(
                    FillItem(
                        rect: Rect(x: 84, y: 8, width: 68, height: 44),
                        radii: CornerRadii(topLeft: 0, topRight: 22, bottomRight: 4, bottomLeft: 44), color: G.coral)),
                .fill(
                    FillItem(rect: Rect(x: 8, y: 62, width: 68, height: 24), radii: CornerRadii(1000), color: G.mint)),
                .fill(
                    FillItem(
                        rect: Rect(x: 8, y: 92, width: 68, height: 20), radii: CornerRadii(3.5),
                        color: G.ink.withAlpha(0.8))),
                .fill(
                    FillItem(rect: Rect(x: 94, y: 62, width: 48, height: 48), radii: CornerRadii(24), color: G.amber)),
                .fill(
                    FillItem(
                        rect: Rect(x: 96, y: 70, width: 44, height: 30), radii: CornerRadii(8),
                        color: G.blue.withAlpha(0.6),
                        transform: rotation(-18, about: 118, 85))),
            ])
    }

    @Test func images() {
        typealias G = RasterGoldenTests
        check(
            "images",
            [
                .image(ImageItem(rect: Rect(x: 6, y: 6, width: 64, height: 48), image: G.photo)),
                .image(ImageItem(rect: Rect(x: 80, y: 8, width: 32, height: 24), image: G.photo)),
                .image(ImageItem(rect: Rect(x: 118, y: 6, width: 36, height: 36), image: G.heart, sampling: .nearest)),
                .image(
                    ImageItem(
                        rect: Rect(x: 84, y: 46, width: 72, height: 54), image: G.photo, radii: CornerRadii(10),
                        transform: rotation(14, about: 120, 73))),
                .image(
                    ImageItem(
                        rect: Rect(x: 6, y: 62, width: 70, height: 52), image: G.photo,
                        sourceRect: Rect(x: 34, y: 4, width: 20, height: 15), radii: CornerRadii(6), opacity: 0.85)),
            ])
    }

    /// An 8 × 8-cell checkerboard, 256 × 256 texels.
    static let checker: RasterImage = {
        var b = Bitmap(width: 256, height: 256)
        for y in 0..<256 {
            for x in 0..<256 {
                b[x, y] =
                    ((x / 32 + y / 32) % 2 == 0
                    ? Color(red: 0.82, green: 0.78, blue: 0.7) : Color(red: 0.55, green: 0.5, blue: 0.45)).premultiplied
            }
        }
        return RasterImage(bitmap: b, name: "checker")
    }()

    @Test func perspective() {
        typealias G = RasterGoldenTests
        // The near corner of a cube (two faces turning away from their shared edge) standing on a
        // checkered floor whose near part lies behind the eye and is clipped.
        check(
            "perspective",
            [
                .image(
                    ImageItem(
                        rect: Rect(x: -160, y: -120, width: 480, height: 320), image: G.checker, transform: floor())),
                .image(
                    ImageItem(
                        rect: Rect(x: 26, y: 14, width: 54, height: 54), image: G.photo,
                        transform: perspectiveTurn(-35, about: 80, 41, distance: 160))),
                .image(
                    ImageItem(
                        rect: Rect(x: 80, y: 14, width: 54, height: 54), image: G.photo,
                        transform: perspectiveTurn(35, about: 80, 41, distance: 160))),
            ], background: Color(red: 0.86, green: 0.9, blue: 0.96))
    }

    /// A plane tilted about the horizontal line y = 90: above it recedes towards the horizon,
    /// below it comes towards the eye, and from y ≈ 152 on it is behind the eye.
    func floor() -> Matrix4 {
        var tilt = Matrix4.identity
        let a = -75 * Double.pi / 180
        tilt.m22 = cos(a)
        tilt.m23 = -sin(a)
        tilt.m32 = sin(a)
        tilt.m33 = cos(a)
        var p = Matrix4.identity
        p.m34 = -1 / 60
        return Matrix4.translation(x: -80, y: -90).concatenating(tilt).concatenating(p).concatenating(
            .translation(x: 80, y: 90))
    }

    @Test func mesh() {
        typealias G = RasterGoldenTests
        // A flag-like ripple under perspective, over a contrasting background: no seams.
        let ripple = gridMesh(
            Rect(x: 14, y: 12, width: 132, height: 96), columns: 24, rows: 16, texture: G.photo,
            transform: perspectiveTurn(20, about: 80, 60, distance: 240)
        ) { u, v in 22 * sin(u * 7 + v * 2) * u }
        check("mesh", [.mesh(ripple)], background: G.coral)
    }

    @Test func groupOpacity() {
        typealias G = RasterGoldenTests
        func pair(dx: Double, alpha: Double) -> [DisplayItem] {
            [
                .fill(
                    FillItem(
                        rect: Rect(x: 10 + dx, y: 14, width: 44, height: 44), radii: CornerRadii(8),
                        color: G.blue.withAlpha(alpha))),
                .fill(
                    FillItem(
                        rect: Rect(x: 30 + dx, y: 34, width: 44, height: 44), radii: CornerRadii(22),
                        color: G.coral.withAlpha(alpha))),
            ]
        }
        check(
            "group-opacity",
            pair(dx: 0, alpha: 0.5) + [
                .group(GroupItem(opacity: 0.5, children: pair(dx: 76, alpha: 1))),
                .fill(FillItem(rect: Rect(x: 10, y: 92, width: 140, height: 16), radii: CornerRadii(8), color: G.ink)),
                .group(
                    GroupItem(
                        opacity: 0.5,
                        children: [
                            .fill(
                                FillItem(
                                    rect: Rect(x: 14, y: 86, width: 60, height: 28), radii: CornerRadii(6),
                                    color: G.mint)),
                            .fill(
                                FillItem(
                                    rect: Rect(x: 86, y: 86, width: 60, height: 28), radii: CornerRadii(6),
                                    color: G.amber)),
                        ])),
            ])
    }

    @Test func masks() {
        typealias G = RasterGoldenTests
        // A circle mask over a photo; a striped half-transparent mask; a mask itself rotated.
        let stripes: [DisplayItem] = (0..<6).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: 84, y: 8 + Double(i) * 8, width: 68, height: 5),
                    color: G.ink.withAlpha(i % 2 == 0 ? 1 : 0.4)))
        }
        check(
            "masks",
            [
                .group(
                    GroupItem(
                        mask: [
                            .fill(
                                FillItem(
                                    rect: Rect(x: 10, y: 8, width: 60, height: 60), radii: CornerRadii(30),
                                    color: .black))
                        ],
                        children: [.image(ImageItem(rect: Rect(x: 0, y: 4, width: 80, height: 68), image: G.photo))])),
                .group(
                    GroupItem(
                        mask: stripes,
                        children: [.image(ImageItem(rect: Rect(x: 84, y: 8, width: 68, height: 48), image: G.photo))])),
                .group(
                    GroupItem(
                        mask: [
                            .fill(
                                FillItem(
                                    rect: Rect(x: 40, y: 78, width: 80, height: 30), radii: CornerRadii(15),
                                    color: .black,
                                    transform: rotation(-8, about: 80, 93)))
                        ],
                        children: [
                            .fill(FillItem(rect: Rect(x: 0, y: 70, width: 160, height: 50), color: G.mint)),
                            .fill(FillItem(rect: Rect(x: 60, y: 70, width: 40, height: 50), color: G.amber)),
                        ])),
            ])
    }

    @Test func clips() {
        typealias G = RasterGoldenTests
        check(
            "clips",
            [
                // Pixel-aligned clip (exact), rotated rounded clip (anti-aliased), clip under perspective.
                .group(
                    GroupItem(
                        clip: ClipShape(rect: Rect(x: 8, y: 8, width: 44, height: 44)),
                        children: [
                            .image(ImageItem(rect: Rect(x: 0, y: 0, width: 64, height: 48), image: G.photo)),
                            .fill(
                                FillItem(
                                    rect: Rect(x: 30, y: 30, width: 40, height: 40), radii: CornerRadii(20),
                                    color: G.coral)),
                        ])),
                .group(
                    GroupItem(
                        clip: ClipShape(
                            rect: Rect(x: 62, y: 10, width: 88, height: 46), radii: CornerRadii(14),
                            transform: rotation(9, about: 106, 33)),
                        children: [
                            .image(ImageItem(rect: Rect(x: 56, y: 0, width: 100, height: 75), image: G.photo))
                        ])),
                .group(
                    GroupItem(
                        opacity: 0.9,
                        clip: ClipShape(
                            rect: Rect(x: 20, y: 64, width: 120, height: 48), radii: CornerRadii(12),
                            transform: perspectiveTurn(35, about: 80, 88, distance: 200)),
                        children: [
                            .fill(FillItem(rect: Rect(x: 0, y: 60, width: 160, height: 60), color: G.blue)),
                            .fill(FillItem(rect: Rect(x: 0, y: 84, width: 160, height: 6), color: G.amber)),
                        ])),
            ])
    }

    @Test func antialiasedEdges() {
        typealias G = RasterGoldenTests
        // A starburst of thin bars at every angle and circles from 1 to 24 px radius.
        var items: [DisplayItem] = (0..<24).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: 44.5, y: 60, width: 38, height: 1), color: G.ink,
                    transform: rotation(Double(i) * 15, about: 44.5, 60.5)))
        }
        var x = 92.0
        for r in [1.0, 2, 3.5, 6] {
            items.append(
                .fill(
                    FillItem(
                        rect: Rect(x: x, y: 20 - r, width: 2 * r, height: 2 * r), radii: CornerRadii(r), color: G.blue))
            )
            x += 2 * r + 4
        }
        items.append(
            .fill(FillItem(rect: Rect(x: 96, y: 48, width: 48, height: 48), radii: CornerRadii(24), color: G.coral)))
        items.append(
            .fill(
                FillItem(rect: Rect(x: 108.3, y: 60.3, width: 24, height: 24), radii: CornerRadii(12), color: G.paper)))
        check("aa-edges", items)
    }
}

extension Color {
    /// The same colour with another alpha.
    func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
