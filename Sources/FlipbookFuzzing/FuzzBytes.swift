import Raster

/// Reads fuzzer bytes as the parts of a display list, favouring the numbers that break geometry code:
/// zero, ±infinity, NaN, the largest and smallest finite values, 2^63, and values just past the frame.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    init(_ data: some Collection<UInt8>) { bytes = Array(data) }

    /// The next byte (0 once the input is used up).
    mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    private static let extremes: [Double] = [
        0, 1, -1, 0.5, 16, 47.5, 48, 1e6, -1e6, 9.223372036854775807e18, -9.223372036854775808e18, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, 1e-9,
    ]

    /// A number: one of the extremes, a small whole number, or eight raw bytes as a `Double`.
    mutating func number() -> Double {
        let kind = byte()
        switch kind % 4 {
        case 0: return Self.extremes[(kind / 4) % Self.extremes.count]
        case 1, 2: return Double(byte()) - 64
        default:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
    }

    mutating func rect() -> Rect { Rect(x: number(), y: number(), width: number(), height: number()) }

    mutating func color() -> Color {
        Color(
            red: Double(byte()) / 255, green: Double(byte()) / 255, blue: Double(byte()) / 255,
            alpha: Double(byte()) / 255)
    }

    mutating func radii() -> CornerRadii {
        byte() % 3 == 0
            ? CornerRadii(topLeft: number(), topRight: number(), bottomRight: number(), bottomLeft: number()) : .zero
    }

    mutating func transform() -> Matrix4 {
        switch byte() % 4 {
        case 0: return .identity
        case 1: return Matrix4(a: number(), b: 0, c: 0, d: number(), tx: number(), ty: number())
        case 2: return Matrix4(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
        default:
            return Matrix4(
                m11: number(), m12: number(), m13: number(), m14: number(), m21: number(), m22: number(),
                m23: number(), m24: number(), m31: number(), m32: number(), m33: number(), m34: number(),
                m41: number(), m42: number(), m43: number(), m44: number())
        }
    }

    mutating func image() -> RasterImage {
        let width = 1 + byte() % 8
        let height = 1 + byte() % 8
        let pixels = (0..<(width * height)).flatMap { _ -> [UInt8] in
            let a = UInt8(byte())
            return [a / 2, a / 3, a / 4, a]
        }
        return RasterImage(bitmap: Bitmap(width: width, height: height, pixels: pixels), name: "fuzz")
    }

    mutating func items(depth: Int) -> [DisplayItem] {
        (0..<(byte() % 5)).map { _ in item(depth: depth) }
    }

    mutating func item(depth: Int) -> DisplayItem {
        switch byte() % (depth < 4 ? 4 : 3) {
        case 0:
            return .fill(FillItem(rect: rect(), radii: radii(), color: color(), transform: transform()))
        case 1:
            return .image(
                ImageItem(
                    rect: rect(), image: image(), sourceRect: byte() % 2 == 0 ? nil : rect(), radii: radii(),
                    sampling: byte() % 2 == 0 ? .bilinear : .nearest, opacity: number(), transform: transform()))
        case 2:
            let vertices = (0..<(byte() % 7)).map { _ in
                MeshVertex(x: number(), y: number(), z: number(), u: number(), v: number())
            }
            let indices = (0..<(byte() % 10)).map { _ in byte() % 9 - 1 }
            return .mesh(
                MeshItem(
                    vertices: vertices, indices: indices, texture: image(), opacity: number(), transform: transform()))
        default:
            let clip = byte() % 2 == 0 ? nil : ClipShape(rect: rect(), radii: radii(), transform: transform())
            let mask = byte() % 3 == 0 ? items(depth: depth + 1) : nil
            return .group(GroupItem(opacity: number(), clip: clip, mask: mask, children: items(depth: depth + 1)))
        }
    }
}
