import Foundation

/// UIKit's and Core Animation's boxing of geometry in `NSValue`, for `CABasicAnimation.fromValue`/`toValue`,
/// keyframe values and `value(forKey:)`-style code: `NSValue(cgRect:)` / `cgRectValue` and the same for points,
/// sizes, vectors, affine and 3D transforms, edge insets and offsets. Rects, points and sizes use Foundation's
/// own boxes (`NSValue(rect:)`); the others are stored as arrays of doubles, each type under its own type
/// encoding. Animations unbox them (see `AnimatableValue`), so a boxed value animates like the plain one.
extension NSValue {
    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle in the box (zero when it holds something else).
    public var cgRectValue: CGRect { geometryKind == .rect ? rectValue : .zero }

    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point in the box (zero when it holds something else).
    public var cgPointValue: CGPoint { geometryKind == .point ? pointValue : .zero }

    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size in the box (zero when it holds something else).
    public var cgSizeValue: CGSize { geometryKind == .size ? sizeValue : .zero }

    /// A box holding `vector`.
    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [vector.dx, vector.dy], kind: .vector)
    }
    /// The vector in the box (zero when it holds something else).
    public var cgVectorValue: CGVector {
        let d = doubles(.vector)
        return CGVector(dx: d[0], dy: d[1])
    }

    /// A box holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let t = transform
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty], kind: .affineTransform)
    }
    /// The affine transform in the box (all zeros when it holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        let d = doubles(.affineTransform)
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    /// A box holding `transform`.
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        self.init(
            doubles: [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42,
                t.m43, t.m44,
            ], kind: .transform3D)
    }
    /// The 3D transform in the box (all zeros when it holds something else).
    public var caTransform3DValue: CATransform3D {
        let d = doubles(.transform3D)
        return CATransform3D(
            m11: d[0], m12: d[1], m13: d[2], m14: d[3], m21: d[4], m22: d[5], m23: d[6], m24: d[7], m31: d[8],
            m32: d[9], m33: d[10], m34: d[11], m41: d[12], m42: d[13], m43: d[14], m44: d[15])
    }

    /// A box holding `insets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right], kind: .edgeInsets)
    }
    /// The insets in the box (zero when it holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let d = doubles(.edgeInsets)
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    /// A box holding `offset`.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [offset.horizontal, offset.vertical], kind: .offset)
    }
    /// The offset in the box (zero when it holds something else).
    public var uiOffsetValue: UIOffset {
        let d = doubles(.offset)
        return UIOffset(horizontal: d[0], vertical: d[1])
    }

    // MARK: Boxing

    /// What a box holds, told by its type encoding.
    enum GeometryKind: CaseIterable {
        case rect, point, size, vector, affineTransform, transform3D, edgeInsets, offset

        /// The type encoding: Foundation's for its own boxes; arrays of doubles otherwise (an offset keeps
        /// its doubles' bit patterns as 64-bit integers, to tell it from a vector).
        var encoding: String {
            switch self {
            case .rect: "{CGRect={CGPoint=dd}{CGSize=dd}}"
            case .point: "{CGPoint=dd}"
            case .size: "{CGSize=dd}"
            case .vector: "[2d]"
            case .affineTransform: "[6d]"
            case .transform3D: "[16d]"
            case .edgeInsets: "[4d]"
            case .offset: "[2q]"
            }
        }

        var count: Int {
            switch self {
            case .rect, .edgeInsets: 4
            case .point, .size, .vector, .offset: 2
            case .affineTransform: 6
            case .transform3D: 16
            }
        }
    }

    /// The kind of geometry in the box, nil for anything else (numbers included).
    var geometryKind: GeometryKind? {
        guard !(self is NSNumber) else { return nil }
        let encoding = String(cString: objCType)
        return GeometryKind.allCases.first { $0.encoding == encoding }
    }

    /// The geometry in the box as the plain Swift value, nil when it holds something else.
    var unboxedGeometry: Any? {
        switch geometryKind {
        case .rect: cgRectValue
        case .point: cgPointValue
        case .size: cgSizeValue
        case .vector: cgVectorValue
        case .affineTransform: cgAffineTransformValue
        case .transform3D: caTransform3DValue
        case .edgeInsets: uiEdgeInsetsValue
        case .offset: uiOffsetValue
        case nil: nil
        }
    }

    private convenience init(doubles values: [CGFloat], kind: GeometryKind) {
        var stored = values.map { kind == .offset ? Int64(bitPattern: Double($0).bitPattern) : 0 }
        var doubles = values.map { Double($0) }
        if kind == .offset {
            self.init(bytes: &stored, objCType: kind.encoding)
        } else {
            self.init(bytes: &doubles, objCType: kind.encoding)
        }
    }

    private func doubles(_ kind: GeometryKind) -> [CGFloat] {
        guard geometryKind == kind else { return Array(repeating: 0, count: kind.count) }
        if kind == .offset {
            var stored = [Int64](repeating: 0, count: kind.count)
            stored.withUnsafeMutableBytes { getValue($0.baseAddress!) }
            return stored.map { CGFloat(Double(bitPattern: UInt64(bitPattern: $0))) }
        }
        var doubles = [Double](repeating: 0, count: kind.count)
        doubles.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return doubles.map { CGFloat($0) }
    }
}
