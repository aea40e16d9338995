import Foundation
import Testing

@testable import Raster

/// SplitMix64: a tiny seeded generator, so randomized scenes are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Largest per-channel difference between two same-size bitmaps, and where it is.
struct BitmapDifference: CustomStringConvertible {
    var maximum = 0
    var at = (x: 0, y: 0)
    var differingPixels = 0

    init(_ a: Bitmap, _ b: Bitmap, region: (x: Range<Int>, y: Range<Int>)? = nil) {
        precondition(a.width == b.width && a.height == b.height)
        for y in region?.y ?? 0..<a.height {
            for x in region?.x ?? 0..<a.width {
                let p = a[x, y]
                let q = b[x, y]
                let d = max(max(absDiff(p.r, q.r), absDiff(p.g, q.g)), max(absDiff(p.b, q.b), absDiff(p.a, q.a)))
                if d > 0 { differingPixels += 1 }
                if d > maximum {
                    maximum = d
                    at = (x, y)
                }
            }
        }
    }

    var description: String { "max \(maximum) at (\(at.x), \(at.y)), \(differingPixels) pixels differ" }
}

private func absDiff(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }

/// A `w × h` image whose every texel differs from its neighbours, with some translucent texels.
func testImage(width: Int, height: Int, name: String = "test", translucent: Bool = false) -> RasterImage {
    var b = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let checker = (x / 4 + y / 4) % 2 == 0
            let alpha = translucent && (x + y) % 3 == 0 ? 0.5 : 1.0
            b[x, y] =
                Color(
                    red: Double(x) / Double(max(1, width - 1)), green: checker ? 0.9 : 0.1,
                    blue: Double(y) / Double(max(1, height - 1)), alpha: alpha
                ).premultiplied
        }
    }
    return RasterImage(bitmap: b, name: name)
}

/// A rotation by `degrees` about `(cx, cy)`.
func rotation(_ degrees: Double, about cx: Double, _ cy: Double) -> Matrix4 {
    let a = degrees * .pi / 180
    return Matrix4.translation(x: -cx, y: -cy)
        .concatenating(Matrix4(a: cos(a), b: sin(a), c: -sin(a), d: cos(a), tx: 0, ty: 0))
        .concatenating(.translation(x: cx, y: cy))
}

/// A rotation about the vertical axis through `(cx, cy)` seen with perspective distance `d`.
func perspectiveTurn(_ degrees: Double, about cx: Double, _ cy: Double, distance d: Double) -> Matrix4 {
    let a = degrees * .pi / 180
    var turn = Matrix4.identity
    turn.m11 = cos(a)
    turn.m13 = -sin(a)
    turn.m31 = sin(a)
    turn.m33 = cos(a)
    var p = Matrix4.identity
    p.m34 = -1 / d
    return Matrix4.translation(x: -cx, y: -cy).concatenating(turn).concatenating(p).concatenating(
        .translation(x: cx, y: cy))
}

/// A grid mesh over `rect` with `columns × rows` cells (two triangles each) and depth `z(u, v)`.
func gridMesh(
    _ rect: Rect, columns: Int, rows: Int, texture: RasterImage, transform: Matrix4 = .identity,
    z: (Double, Double) -> Double = { _, _ in 0 }
) -> MeshItem {
    var vertices: [MeshVertex] = []
    var indices: [Int] = []
    for j in 0...rows {
        for i in 0...columns {
            let u = Double(i) / Double(columns)
            let v = Double(j) / Double(rows)
            vertices.append(MeshVertex(x: rect.x + u * rect.width, y: rect.y + v * rect.height, z: z(u, v), u: u, v: v))
        }
    }
    for j in 0..<rows {
        for i in 0..<columns {
            let a = j * (columns + 1) + i
            let b = a + 1
            let c = a + columns + 1
            let d = c + 1
            indices += [a, b, d, a, d, c]
        }
    }
    return MeshItem(vertices: vertices, indices: indices, texture: texture, transform: transform)
}

/// A solid image of one colour.
func solidImage(_ color: Color, width: Int, height: Int) -> RasterImage {
    RasterImage(bitmap: Bitmap(width: width, height: height, fill: color.premultiplied), name: "solid")
}

/// Expects two bitmaps to be byte-identical, reporting where they differ rather than every byte.
func expectIdentical(_ a: Bitmap, _ b: Bitmap, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation)
{
    guard a.width == b.width && a.height == b.height else {
        Issue.record(
            "\(label): sizes differ, \(a.width)×\(a.height) vs \(b.width)×\(b.height)", sourceLocation: sourceLocation)
        return
    }
    let d = BitmapDifference(a, b)
    if d.maximum != 0 { Issue.record("\(label): \(d)", sourceLocation: sourceLocation) }
}
