// Textured triangle meshes, painted triangle by triangle in index order.
//
// Which pixels a triangle t paints, and with what coverage (the seam-free rule; MeshTopology
// decides which edges are interior):
//
//   • t crosses the eye plane (or is degenerate): clipped, plain anti-aliasing on every edge.
//   • No corner of t is on the mesh's outline (all its edges are interior): the pixels whose centre
//     is inside t — interior edges by the canonical ownership rule, so along a shared edge every
//     pixel centre belongs to exactly one triangle — painted fully.
//   • Otherwise coverage is the area of the pixel inside t's "ring" (the triangles sharing a
//     corner with t, t included; areas added, capped at the whole pixel), so a pixel next to the
//     outline gets the mesh's coverage whichever triangle paints it. t paints the pixels whose
//     centre is inside it (outer edges including their line), and the outline pixels whose centre
//     is inside no ring triangle but which t is the first ring triangle (by index) to touch — so
//     each of those is painted exactly once too. A lone triangle is plain anti-aliasing.
//
// So nothing under the mesh shows through along shared edges, and the outline is anti-aliased by
// exact area. Where the mesh overlaps itself at its outline (folds), the capped sum over-covers
// the edge pixels slightly.
//
// In the scan converter an all-interior triangle is loaded with its edges pushed one pixel
// outwards (the push never cuts into a pixel whose centre is inside: every point of a pixel is
// within √2/2 of its centre) and each row is restricted to the inside columns; an outline triangle
// loads its ring, each triangle oriented the same way so their areas add, over the columns of t
// grown by a pixel.

extension Painter {
    mutating func paintMesh(_ mesh: MeshItem, into target: RenderTarget, clip: IntRect) {
        guard mesh.isDrawable else { return }
        let opacity = unitByte(mesh.opacity)
        let triangleCount = mesh.indices.count / 3
        let homogeneous = mesh.vertices.map { mesh.transform.homogeneous(x: $0.x, y: $0.y, z: $0.z) }
        let device = homogeneous.map { DevicePoint(x: $0.x / $0.w, y: $0.y / $0.w) }
        var eligible = [Bool](repeating: false, count: triangleCount)
        for t in 0..<triangleCount {
            let p0 = mesh.indices[t * 3]
            let p1 = mesh.indices[t * 3 + 1]
            let p2 = mesh.indices[t * 3 + 2]
            guard homogeneous[p0].w >= minimumW, homogeneous[p1].w >= minimumW, homogeneous[p2].w >= minimumW else {
                continue
            }
            let a = device[p0]
            let b = device[p1]
            let c = device[p2]
            let area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
            eligible[t] = area != 0 && area.isFinite
        }
        let topology = MeshTopology(mesh: mesh, eligible: eligible, device: device)
        let texture = mesh.texture
        let texelScaleX = Double(texture.width)
        let texelScaleY = Double(texture.height)
        var ring: [Int] = []

        texture.bitmap.pixels.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { texels in
                let tex = Texture(
                    texels: texels.baseAddress!, stride: texture.width,
                    minX: 0, minY: 0, maxX: texture.width - 1, maxY: texture.height - 1, isOpaque: texture.isOpaque)
                // Checking every texel is cheap for the small textures meshes are tinted with.
                let uniform =
                    texture.width * texture.height <= 65536 ? UniformTextureShader(texture: tex, opacity: opacity) : nil
                for t in 0..<triangleCount {
                    let i0 = mesh.indices[t * 3]
                    let i1 = mesh.indices[t * 3 + 1]
                    let i2 = mesh.indices[t * 3 + 2]
                    // Device → texel: (x, y, 1) × M⁻¹ gives barycentric weights (up to a common
                    // factor) from the homogeneous vertices M; × T turns them into (U, V, Q).
                    let m = Matrix3(rows: homogeneous[i0], homogeneous[i1], homogeneous[i2])
                    let v0 = mesh.vertices[i0]
                    let v1 = mesh.vertices[i1]
                    let v2 = mesh.vertices[i2]
                    let uv = Matrix3(
                        v0.u * texelScaleX, v0.v * texelScaleY, 1,
                        v1.u * texelScaleX, v1.v * texelScaleY, 1,
                        v2.u * texelScaleX, v2.v * texelScaleY, 1)
                    guard let inverse = m.inverse, let map = TextureMap(inverse.concatenating(uv)) else { continue }
                    // A triangle without a finite texel map is skipped even when `uniform` paints it.
                    let corners = (t, i0, i1, i2)
                    if let uniform {
                        paintTriangle(
                            corners, eligible[t], uniform, mesh, homogeneous, device, topology, &ring, target, clip)
                    } else {
                        let shader = ImageShader(texture: tex, map: map, sampling: mesh.sampling, opacity: opacity)
                        paintTriangle(
                            corners, eligible[t], shader, mesh, homogeneous, device, topology, &ring, target, clip)
                    }
                }
            }
        }
    }

    /// Paints triangle `t` (vertices `i0`, `i1`, `i2`) of a mesh by the seam-free rule above.
    private mutating func paintTriangle<S: SpanShader>(
        _ corners: (t: Int, i0: Int, i1: Int, i2: Int), _ eligible: Bool, _ shader: S, _ mesh: MeshItem,
        _ homogeneous: [HomogeneousPoint], _ device: [DevicePoint], _ topology: MeshTopology,
        _ ring: inout [Int], _ target: RenderTarget, _ clip: IntRect
    ) {
        let (t, i0, i1, i2) = corners
        if eligible { topology.ring(of: t, into: &ring) }
        if !eligible || ring.count == 1 {
            outline.removeAll(keepingCapacity: true)
            outline.append(homogeneous[i0])
            outline.append(homogeneous[i1])
            outline.append(homogeneous[i2])
            guard loadOutline(clip: clip) else { return }
            fillLoaded(with: shader, into: target, clip: clip)
        } else if !topology.touchesOutline[t] {
            guard loadGrownTriangle(device[i0], device[i1], device[i2], clip: clip) else { return }
            let inside = topology.insideTests(of: t, device: device)
            for y in scan.prepareRows(within: clip) {
                let columns = inside.columns(row: y, lo: clip.minX, hi: clip.maxX)
                // Always called, even for no columns: it also advances the active edge list.
                scan.computeSpans(row: y, minX: columns.lowerBound, maxX: columns.upperBound)
                for span in scan.spans {
                    shader.shade(row: y, x: span.x, count: span.count, coverage: span.coverage, into: target)
                }
            }
        } else {
            loadRing(ring, mesh: mesh, device: device, clip: clip)
            paintOutlineTriangle(
                t, ring: ring, mesh: mesh, device: device, topology: topology,
                shader: shader, into: target, clip: clip)
        }
    }

    /// Paints a triangle with a corner on the outline; the scan converter holds its ring.
    private mutating func paintOutlineTriangle<S: SpanShader>(
        _ t: Int, ring: [Int], mesh: MeshItem, device: [DevicePoint],
        topology: MeshTopology, shader: S,
        into target: RenderTarget, clip: IntRect
    ) {
        let inside = topology.insideTests(of: t, device: device)
        let grown = topology.grownTests(of: t, device: device)
        let others = ring.filter { $0 != t }.map { topology.insideTests(of: $0, device: device) }
        let corners = ring.map { s in
            (device[mesh.indices[s * 3]], device[mesh.indices[s * 3 + 1]], device[mesh.indices[s * 3 + 2]])
        }

        /// An outline pixel whose centre no ring triangle contains belongs to the first ring
        /// triangle that touches it.
        func ownsOutlinePixel(_ x: Int, _ y: Int) -> Bool {
            let cx = Double(x) + 0.5
            let cy = Double(y) + 0.5
            for tests in others where tests.contains(x: cx, y: cy) { return false }
            for (index, s) in ring.enumerated() where triangle(corners[index], touchesPixel: x, y) { return s == t }
            return false
        }

        /// Paints the pixels of `span` that are `own` or outline pixels the triangle owns.
        func paintSpan(_ span: CoverageSpan, row y: Int, own: Range<Int>) {
            let end = span.x + span.count
            let a = max(span.x, own.lowerBound)
            let b = min(end, own.upperBound)
            if a < b { shader.shade(row: y, x: a, count: b - a, coverage: span.coverage, into: target) }
            for x in span.x..<max(span.x, min(end, own.lowerBound)) where ownsOutlinePixel(x, y) {
                shader.shade(row: y, x: x, count: 1, coverage: span.coverage, into: target)
            }
            for x in max(span.x, own.upperBound)..<max(end, own.upperBound) where ownsOutlinePixel(x, y) {
                shader.shade(row: y, x: x, count: 1, coverage: span.coverage, into: target)
            }
        }

        ringBoundary.load(ring: ring, topology: topology, device: device)
        for y in scan.prepareRows(within: clip) {
            let near = grown.columns(row: y, lo: clip.minX, hi: clip.maxX)
            let own = inside.columns(row: y, lo: near.lowerBound, hi: near.upperBound)
            // A row inside the ring's union is one whole span (see RingBoundary); rows skipped here
            // leave the scan converter's active edges to the next row it computes.
            let whole =
                skipsCoveredRingRows && !own.isEmpty
                && !ringBoundary.meets(row: y, lo: near.lowerBound, hi: near.upperBound)
            if whole {
                paintSpan(CoverageSpan(x: near.lowerBound, count: near.count, coverage: 255), row: y, own: own)
            } else {
                scan.computeSpans(row: y, minX: near.lowerBound, maxX: near.upperBound)
                for span in scan.spans { paintSpan(span, row: y, own: own) }
            }
        }
    }

    /// Loads the triangle with every edge pushed one pixel outwards.
    private mutating func loadGrownTriangle(_ p0: DevicePoint, _ p1: DevicePoint, _ p2: DevicePoint, clip: IntRect)
        -> Bool
    {
        let corners = [p0, p1, p2]
        // Edge k (corner k to k + 1) as the half-plane a·x + b·y + c ≥ 0 holding the triangle.
        // With L(p) = (b − a) × (p − a), L / |b − a| is the distance to the line, so adding
        // |b − a| to c moves the line one pixel outwards.
        var lines: [(a: Double, b: Double, c: Double)] = []
        for k in 0..<3 {
            let a = corners[k]
            let b = corners[(k + 1) % 3]
            let c = corners[(k + 2) % 3]
            let dx = b.x - a.x
            let dy = b.y - a.y
            let sigma: Double = (dx * (c.y - a.y) - dy * (c.x - a.x)) > 0 ? 1 : -1
            lines.append((-sigma * dy, sigma * dx, sigma * (dy * a.x - dx * a.y) + (dx * dx + dy * dy).squareRoot()))
        }
        // The moved lines still bound a triangle: corner k is where edges k − 1 and k meet.
        polygon.removeAll(keepingCapacity: true)
        for k in 0..<3 {
            let l = lines[(k + 2) % 3]
            let m = lines[k]
            let det = l.a * m.b - m.a * l.b
            guard det != 0 else { return false }
            polygon.append(DevicePoint(x: (m.c * l.b - l.c * m.b) / det, y: (l.c * m.a - m.c * l.a) / det))
        }
        return loadPolygon(clip: clip)
    }

    /// Loads the triangles of `ring`, all oriented the same way so their coverages add up.
    private mutating func loadRing(_ ring: [Int], mesh: MeshItem, device: [DevicePoint], clip: IntRect) {
        scan.reset(addingCoverage: true)
        for s in ring {
            let a = device[mesh.indices[s * 3]]
            let b = device[mesh.indices[s * 3 + 1]]
            let c = device[mesh.indices[s * 3 + 2]]
            let clockwise = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) > 0
            polygon.removeAll(keepingCapacity: true)
            polygon.append(a)
            if clockwise {
                polygon.append(b)
                polygon.append(c)
            } else {
                polygon.append(c)
                polygon.append(b)
            }
            clipToGuardBand(&polygon, around: clip, scratch: &scratch)
            scan.addPolygon(polygon)
        }
    }
}

/// True when the closed triangle and the closed pixel square `x…x+1 × y…y+1` meet (separating
/// axis test: the square's axes, then the triangle's edge normals).
func triangle(_ p: (DevicePoint, DevicePoint, DevicePoint), touchesPixel x: Int, _ y: Int) -> Bool {
    let x0 = Double(x)
    let y0 = Double(y)
    let x1 = x0 + 1
    let y1 = y0 + 1
    if max(p.0.x, p.1.x, p.2.x) < x0 || min(p.0.x, p.1.x, p.2.x) > x1 { return false }
    if max(p.0.y, p.1.y, p.2.y) < y0 || min(p.0.y, p.1.y, p.2.y) > y1 { return false }
    let corners = [p.0, p.1, p.2]
    for k in 0..<3 {
        let a = corners[k]
        let b = corners[(k + 1) % 3]
        let c = corners[(k + 2) % 3]
        func side(_ px: Double, _ py: Double) -> Double { (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x) }
        let inner = side(c.x, c.y)
        // All four square corners strictly on the far side of this edge: separated.
        if inner > 0 && side(x0, y0) < 0 && side(x1, y0) < 0 && side(x0, y1) < 0 && side(x1, y1) < 0 { return false }
        if inner < 0 && side(x0, y0) > 0 && side(x1, y0) > 0 && side(x0, y1) > 0 && side(x1, y1) > 0 { return false }
    }
    return true
}
