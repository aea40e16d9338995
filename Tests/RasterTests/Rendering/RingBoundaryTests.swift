import Foundation
import Testing

@testable import Raster

/// The rows a mesh triangle's ring covers whole: found where they are, and painted as the scan
/// converter paints them.
@Suite struct RingBoundaryTests {
    /// A 4 × 4 grid over 20…100 (triangles of 20 px) and the topology of its drawable triangles.
    static func grid() -> (MeshItem, MeshTopology, [DevicePoint]) {
        let mesh = gridMesh(
            Rect(x: 20, y: 20, width: 80, height: 80), columns: 4, rows: 4,
            texture: solidImage(.white, width: 2, height: 2))
        let device = mesh.vertices.map { DevicePoint(x: $0.x, y: $0.y) }
        let eligible = [Bool](repeating: true, count: mesh.indices.count / 3)
        return (mesh, MeshTopology(mesh: mesh, eligible: eligible, device: device), device)
    }

    @Test func aRowThroughTheMiddleOfTheMeshMeetsNoBoundary() {
        let (_, topology, device) = Self.grid()
        // Triangle 10 is the upper one of cell (1, 1), 40…60 × 40…60; its ring reaches 20…80, but not
        // right of x = 60 + (y − 20) above y = 40.
        var ring: [Int] = []
        topology.ring(of: 10, into: &ring)
        var boundary = RingBoundary()
        boundary.load(ring: ring, topology: topology, device: device)
        #expect(!boundary.meets(row: 45, lo: 39, hi: 61))
        #expect(!boundary.meets(row: 30, lo: 41, hi: 59))
    }

    @Test func rowsOnTheOutlineOrPastTheRingMeetItsBoundary() {
        let (_, topology, device) = Self.grid()
        var ring: [Int] = []
        topology.ring(of: 10, into: &ring)
        var boundary = RingBoundary()
        boundary.load(ring: ring, topology: topology, device: device)
        // Row 19…20 touches the mesh's top edge (y = 20) within the margin; row 80 runs along the
        // ring's lower edge, which it shares with triangles outside the ring.
        #expect(boundary.meets(row: 19, lo: 39, hi: 61))
        #expect(boundary.meets(row: 80, lo: 39, hi: 61))
        // Columns reaching the mesh's left edge (x = 20).
        #expect(boundary.meets(row: 45, lo: 19, hi: 61))
    }

    /// Random meshes (jittered, turned, folded grids and fans, some with corners on pixel centres)
    /// paint the same pixels, bit for bit, with and without the shortcut.
    @Test func skippingCoveredRowsKeepsEveryPixel() {
        var rng = SeededGenerator(seed: 31)
        let textured = testImage(width: 9, height: 7, translucent: true)
        let white = solidImage(.white, width: 2, height: 2)
        let size = 96
        let frame = IntRect(minX: 0, minY: 0, maxX: size, maxY: size)
        for round in 0..<120 {
            let texture = round % 3 == 0 ? white : textured
            var mesh: MeshItem
            if round % 4 == 3 {
                var vertices = [MeshVertex(x: 48.5, y: 48.5, u: 0.5, v: 0.5)]
                var indices: [Int] = []
                let n = Int.random(in: 3...40, using: &rng)
                for k in 0..<n {
                    let a = Double(k) / Double(n) * 2 * .pi
                    let r = Double.random(in: 10...60, using: &rng)
                    vertices.append(MeshVertex(x: 48.5 + r * cos(a), y: 48.5 + r * sin(a), u: 0.5 + cos(a) / 2, v: 0.5))
                    indices += [0, 1 + k, 1 + (k + 1) % n]
                }
                mesh = MeshItem(vertices: vertices, indices: indices, texture: texture)
            } else {
                // Half the rounds put the grid's corners on pixel centres.
                let onCentres = round % 2 == 0
                let origin = onCentres ? 10.5 : Double.random(in: -20...20, using: &rng)
                let extent = onCentres ? 72.0 : Double.random(in: 30...120, using: &rng)
                let folds = Double.random(in: 0...40, using: &rng)
                let transform: Matrix4 =
                    switch round % 3 {
                    case 0: .identity
                    case 1: rotation(Double.random(in: 0...360, using: &rng), about: 48, 48)
                    default: perspectiveTurn(Double.random(in: -60...60, using: &rng), about: 48, 48, distance: 150)
                    }
                mesh = gridMesh(
                    Rect(x: origin, y: origin, width: extent, height: extent),
                    columns: Int.random(in: 1...9, using: &rng), rows: Int.random(in: 1...9, using: &rng),
                    texture: texture, transform: transform
                ) { u, v in folds * sin(u * 7) * cos(v * 5) }
                if !onCentres {
                    for i in mesh.vertices.indices where Bool.random(using: &rng) {
                        mesh.vertices[i].x += Double.random(in: -3...3, using: &rng)
                        mesh.vertices[i].y += Double.random(in: -3...3, using: &rng)
                    }
                }
            }
            func paint(skipping: Bool) -> [UInt32] {
                var pixels = [UInt32](repeating: 0xFF20_4060, count: size * size)
                pixels.withUnsafeMutableBufferPointer { p in
                    var painter = Painter()
                    painter.skipsCoveredRingRows = skipping
                    painter.paintMesh(mesh, into: RenderTarget(base: p.baseAddress!, bounds: frame), clip: frame)
                }
                return pixels
            }
            let fast = paint(skipping: true)
            let exact = paint(skipping: false)
            #expect(fast == exact, "round \(round): \(zip(fast, exact).filter { $0 != $1 }.count) pixels differ")
        }
    }
}
