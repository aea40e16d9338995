/// Collects triangles for one ``MeshItem``.
struct MeshBuilder {
    private(set) var vertices: [MeshVertex] = []
    private(set) var indices: [Int] = []

    /// True when no triangle has been added.
    var isEmpty: Bool { indices.isEmpty }

    /// Adds a convex polygon as a triangle fan (nothing for fewer than three vertices).
    mutating func addFan(_ polygon: [MeshVertex]) {
        guard polygon.count >= 3 else { return }
        let base = vertices.count
        vertices.append(contentsOf: polygon)
        for i in 1..<(polygon.count - 1) { indices += [base, base + i, base + i + 1] }
    }

    /// Adds a grid of `columns × rows` cells; `vertex(i, j)` gives the vertex at column `i` (0…columns)
    /// and row `j` (0…rows). Each cell is two triangles.
    mutating func addGrid(columns: Int, rows: Int, vertex: (Int, Int) -> MeshVertex) {
        guard columns > 0, rows > 0 else { return }
        let base = vertices.count
        for j in 0...rows { for i in 0...columns { vertices.append(vertex(i, j)) } }
        let stride = columns + 1
        for j in 0..<rows {
            for i in 0..<columns {
                let a = base + j * stride + i
                let b = a + 1
                let c = a + stride
                let d = c + 1
                indices += [a, b, d, a, d, c]
            }
        }
    }

    /// The mesh as a display item, or nothing when empty.
    func item(texture: RasterImage, opacity: Double = 1) -> [DisplayItem] {
        isEmpty ? [] : [.mesh(MeshItem(vertices: vertices, indices: indices, texture: texture, opacity: opacity))]
    }
}
