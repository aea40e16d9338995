import Raster

/// Read-only views of effect output for assertions.
extension DisplayItem {
    var imageItem: ImageItem? { if case .image(let i) = self { i } else { nil } }
    var meshItem: MeshItem? { if case .mesh(let m) = self { m } else { nil } }
    var groupItem: GroupItem? { if case .group(let g) = self { g } else { nil } }
    var fillItem: FillItem? { if case .fill(let f) = self { f } else { nil } }
}

extension Matrix4 {
    /// Where a local point lands in device pixels (after the perspective divide).
    func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let p = apply(x: x, y: y)
        return (p.x / p.w, p.y / p.w)
    }
}

/// Every coordinate in the items (recursively) is finite.
func allFinite(_ items: [DisplayItem]) -> Bool {
    items.allSatisfy { item in
        switch item {
        case .fill(let f): return f.transform.entries.allSatisfy(\.isFinite)
        case .shape(let s): return s.transform.entries.allSatisfy(\.isFinite)
        case .backdrop(let b): return b.shape.transform.entries.allSatisfy(\.isFinite) && b.sigma.isFinite
        case .image(let i): return i.transform.entries.allSatisfy(\.isFinite) && i.opacity.isFinite
        case .mesh(let m):
            return m.vertices.allSatisfy { [$0.x, $0.y, $0.z, $0.u, $0.v].allSatisfy(\.isFinite) }
                && m.indices.allSatisfy { $0 >= 0 && $0 < m.vertices.count } && m.indices.count % 3 == 0
        case .group(let g): return allFinite(g.children) && allFinite(g.mask ?? [])
        }
    }
}

extension Matrix4 {
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}

/// How many pixels differ between two bitmaps of the same size (every pixel when the sizes differ).
func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
    guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
    var count = 0
    for i in stride(from: 0, to: a.pixels.count, by: 4)
    where a.pixels[i] != b.pixels[i] || a.pixels[i + 1] != b.pixels[i + 1] || a.pixels[i + 2] != b.pixels[i + 2]
        || a.pixels[i + 3] != b.pixels[i + 3]
    {
        count += 1
    }
    return count
}
