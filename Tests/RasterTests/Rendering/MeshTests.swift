import Foundation
import Testing

@testable import Raster

@Suite struct MeshTests {
    let white = solidImage(.white, width: 4, height: 4)
    let magenta = Color(red: 1, green: 0, blue: 1)

    /// Pixels at least two pixels inside the painted area (every pixel within distance 2 painted)
    /// must be exactly the mesh colour: nothing of the background may leak along shared edges.
    func expectNoSeams(_ mesh: MeshItem, size: Int = 120, minimumInterior: Int, _ label: String) {
        let b = Rasterizer().render(DisplayList(width: size, height: size, background: magenta, items: [.mesh(mesh)]))
        let background = magenta.premultiplied
        var interior = 0
        var leaks = 0
        for y in 2..<size - 2 {
            for x in 2..<size - 2 {
                var surrounded = true
                for dy in -2...2 { for dx in -2...2 where b[x + dx, y + dy] == background { surrounded = false } }
                guard surrounded else { continue }
                interior += 1
                if b[x, y] != Color.white.premultiplied { leaks += 1 }
            }
        }
        #expect(interior >= minimumInterior, "\(label): only \(interior) interior pixels")
        #expect(leaks == 0, "\(label): \(leaks) interior pixels show the background")
    }

    @Test func rotatedGridHasNoSeams() {
        let mesh = gridMesh(
            Rect(x: 20, y: 20, width: 80, height: 80), columns: 13, rows: 11, texture: white,
            transform: rotation(17, about: 60, 60))
        expectNoSeams(mesh, minimumInterior: 4000, "rotated")
    }

    @Test func wavyPerspectiveGridHasNoSeams() {
        let mesh = gridMesh(
            Rect(x: 15, y: 15, width: 90, height: 90), columns: 16, rows: 16, texture: white,
            transform: perspectiveTurn(30, about: 60, 60, distance: 200)
        ) { u, v in 15 * sin(u * 9) * cos(v * 7) }
        expectNoSeams(mesh, minimumInterior: 3000, "wavy perspective")
    }

    @Test func fanAroundACentreHasNoSeams() {
        // Long thin triangles meeting at one vertex: all interior edges are diagonal.
        var vertices = [MeshVertex(x: 60, y: 60, u: 0.5, v: 0.5)]
        var indices: [Int] = []
        let n = 37
        for k in 0..<n {
            let a = Double(k) / Double(n) * 2 * .pi
            vertices.append(MeshVertex(x: 60 + 50 * cos(a), y: 60 + 50 * sin(a), u: 0.5, v: 0.5))
            indices += [0, 1 + k, 1 + (k + 1) % n]
        }
        expectNoSeams(MeshItem(vertices: vertices, indices: indices, texture: white), minimumInterior: 5000, "fan")
    }

    @Test func duplicatedVerticesStillJoinWithoutSeams() {
        // Cube-like meshes repeat a position with other texture coordinates; edges match by position.
        var vertices: [MeshVertex] = []
        var indices: [Int] = []
        for (k, x) in [20.0, 60.0].enumerated() {
            let base = vertices.count
            vertices += [
                MeshVertex(x: x, y: 20.3, u: 0, v: 0), MeshVertex(x: x + 40, y: 20.3, u: 1, v: 0),
                MeshVertex(x: x, y: 99.7, u: 0, v: 1), MeshVertex(x: x + 40, y: 99.7, u: 1, v: 1),
            ]
            indices +=
                k == 0
                ? [base, base + 1, base + 3, base, base + 3, base + 2]
                : [base, base + 3, base + 1, base, base + 2, base + 3]
        }
        let mesh = MeshItem(vertices: vertices, indices: indices, texture: white, transform: rotation(3, about: 60, 60))
        expectNoSeams(mesh, minimumInterior: 5000, "duplicated vertices")
    }

    @Test func flatMeshMatchesTheImageQuadUnderPerspective() {
        // Perspective-correct mapping: a flat 6 × 4 grid must sample exactly like the image drawn
        // as one quad with the same transform (affine-per-triangle mapping would bend the texture).
        let image = testImage(width: 24, height: 16)
        let rect = Rect(x: 10, y: 10, width: 80, height: 60)
        let transform = perspectiveTurn(50, about: 50, 40, distance: 120)
        let quad = Rasterizer().render(
            DisplayList(
                width: 100, height: 80,
                items: [
                    .image(ImageItem(rect: rect, image: image, transform: transform))
                ]))
        let mesh = Rasterizer().render(
            DisplayList(
                width: 100, height: 80,
                items: [
                    .mesh(gridMesh(rect, columns: 6, rows: 4, texture: image, transform: transform))
                ]))
        let d = BitmapDifference(quad, mesh)
        #expect(d.maximum <= 1, "\(d)")
    }

    @Test func trianglesArePaintedInIndexOrder() {
        // Two overlapping triangles; the texture's left texel is red, right texel blue.
        let texture = RasterImage(
            bitmap: Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]), name: "rb")
        let vertices = [
            MeshVertex(x: 0, y: 0, u: 0.25, v: 0.5), MeshVertex(x: 20, y: 0, u: 0.25, v: 0.5),
            MeshVertex(x: 0, y: 20, u: 0.25, v: 0.5),
            MeshVertex(x: 2, y: 2, u: 0.75, v: 0.5), MeshVertex(x: 20, y: 2, u: 0.75, v: 0.5),
            MeshVertex(x: 2, y: 20, u: 0.75, v: 0.5),
        ]
        func render(_ indices: [Int]) -> PremultipliedPixel {
            Rasterizer().render(
                DisplayList(
                    width: 20, height: 20,
                    items: [
                        .mesh(MeshItem(vertices: vertices, indices: indices, texture: texture, sampling: .nearest))
                    ]))[5, 5]
        }
        #expect(render([0, 1, 2, 3, 4, 5]) == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(render([3, 4, 5, 0, 1, 2]) == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func backFacingTrianglesAreDrawn() {
        let front = gridMesh(Rect(x: 5, y: 5, width: 30, height: 30), columns: 2, rows: 2, texture: white)
        var back = front
        back.transform = Matrix4(a: -1, b: 0, c: 0, d: 1, tx: 40, ty: 0) // mirrored: every triangle flips
        let a = Rasterizer().render(DisplayList(width: 40, height: 40, items: [.mesh(front)]))
        let b = Rasterizer().render(DisplayList(width: 40, height: 40, items: [.mesh(back)]))
        expectIdentical(a, b)
        #expect(a[20, 20] == Color.white.premultiplied)
    }

    @Test func meshCrossingTheEyePlaneIsClipped() {
        // Tilted towards the viewer until its near part is behind the eye: the visible part is
        // drawn, nothing explodes, pixels stay valid premultiplied values.
        let mesh = gridMesh(
            Rect(x: 0, y: 0, width: 100, height: 100), columns: 4, rows: 4, texture: testImage(width: 8, height: 8),
            transform: perspectiveTurn(80, about: 30, 50, distance: 40))
        let b = Rasterizer().render(DisplayList(width: 100, height: 100, items: [.mesh(mesh)]))
        var painted = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let p = b[x, y]
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
                if p.a > 0 { painted += 1 }
            }
        }
        #expect(painted > 500)
    }
}
