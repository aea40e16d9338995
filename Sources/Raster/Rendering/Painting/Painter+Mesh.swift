// Textured triangle meshes, painted triangle by triangle in index order.
//
// Coverage of a triangle t at a pixel (seam-free rule, see MeshTopology):
//
//   • pixels whose centre t does not own along one of its interior edges get nothing;
//   • the others get the exact area of the pixel inside t's outer edges.
//
// In the scan converter this is: the region bounded by t's outer edges and by its interior edges
// pushed one pixel outwards (so it never cuts into an owned pixel: every point of a pixel is within
// √2/2 of its centre), scanned with each row restricted to the owned columns. Inside the mesh every
// pixel along an interior edge is painted fully by exactly one triangle: nothing of what lies under
// the mesh shows through. On the mesh's outline coverage is the exact area; next to a vertex where
// an interior edge meets the outline the area is taken against the owning triangle's outer edge
// alone, an error limited to that pixel and zero where the outline is straight.
//
// A triangle that crosses the eye plane is clipped and all its edges are anti-aliased.

extension Painter {
    mutating func paintMesh(_ mesh: MeshItem, into target: RenderTarget, clip: IntRect) {
        guard mesh.isDrawable else { return }
        let opacity = unitByte(mesh.opacity)
        let triangleCount = mesh.indices.count / 3
        let homogeneous = mesh.vertices.map { mesh.transform.homogeneous(x: $0.x, y: $0.y, z: $0.z) }
        let device = homogeneous.map { DevicePoint(x: $0.x / $0.w, y: $0.y / $0.w) }
        var eligible = [Bool](repeating: false, count: triangleCount)
        for t in 0 ..< triangleCount {
            let p0 = mesh.indices[t * 3], p1 = mesh.indices[t * 3 + 1], p2 = mesh.indices[t * 3 + 2]
            guard homogeneous[p0].w >= minimumW, homogeneous[p1].w >= minimumW, homogeneous[p2].w >= minimumW else { continue }
            let a = device[p0], b = device[p1], c = device[p2]
            let area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
            eligible[t] = area != 0 && area.isFinite
        }
        let topology = MeshTopology(mesh: mesh, eligible: eligible, device: device)
        let keys = mesh.vertices.map(PositionKey.init)
        let texture = mesh.texture
        let texelScaleX = Double(texture.width), texelScaleY = Double(texture.height)
        var edges: [InteriorEdge] = []
        edges.reserveCapacity(3)

        texture.bitmap.pixels.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { texels in
                let tex = Texture(texels: texels.baseAddress!, stride: texture.width,
                                  minX: 0, minY: 0, maxX: texture.width - 1, maxY: texture.height - 1)
                for t in 0 ..< triangleCount {
                    let i0 = mesh.indices[t * 3], i1 = mesh.indices[t * 3 + 1], i2 = mesh.indices[t * 3 + 2]
                    // Device → texel: (x, y, 1) × M⁻¹ gives barycentric weights (up to a common
                    // factor) from the homogeneous vertices M; × T turns them into (U, V, Q).
                    let m = Matrix3(rows: homogeneous[i0], homogeneous[i1], homogeneous[i2])
                    let v0 = mesh.vertices[i0], v1 = mesh.vertices[i1], v2 = mesh.vertices[i2]
                    let uv = Matrix3(v0.u * texelScaleX, v0.v * texelScaleY, 1,
                                     v1.u * texelScaleX, v1.v * texelScaleY, 1,
                                     v2.u * texelScaleX, v2.v * texelScaleY, 1)
                    guard let inverse = m.inverse, let map = TextureMap(inverse.concatenating(uv)) else { continue }
                    let shader = ImageShader(texture: tex, map: map, sampling: mesh.sampling, opacity: opacity)

                    edges.removeAll(keepingCapacity: true)
                    if eligible[t] {
                        for k in 0 ..< 3 where topology.sides[t * 3 + k] != 0 {
                            edges.append(MeshTopology.canonicalEdge(mesh: mesh, keys: keys, device: device, triangle: t,
                                                                    corner: k, side: topology.sides[t * 3 + k]))
                        }
                    }
                    if edges.isEmpty {
                        outline.removeAll(keepingCapacity: true)
                        outline.append(homogeneous[i0]); outline.append(homogeneous[i1]); outline.append(homogeneous[i2])
                        guard loadOutline(clip: clip) else { continue }
                        fillLoaded(with: shader, into: target, clip: clip)
                    } else {
                        guard loadSeamRegion(device[i0], device[i1], device[i2], sides: (topology.sides[t * 3],
                                             topology.sides[t * 3 + 1], topology.sides[t * 3 + 2]), clip: clip) else { continue }
                        fillOwned(with: shader, edges: edges, into: target, clip: clip)
                    }
                }
            }
        }
    }

    /// Loads the triangle with its interior edges (non-zero `sides`) pushed one pixel outwards.
    private mutating func loadSeamRegion(_ p0: DevicePoint, _ p1: DevicePoint, _ p2: DevicePoint,
                                         sides: (Int8, Int8, Int8), clip: IntRect) -> Bool {
        let corners = [p0, p1, p2]
        let interior = [sides.0 != 0, sides.1 != 0, sides.2 != 0]
        let box = boundingBox(of: corners)
        polygon.removeAll(keepingCapacity: true)
        polygon.append(DevicePoint(x: box.x0 - 2, y: box.y0 - 2))
        polygon.append(DevicePoint(x: box.x1 + 2, y: box.y0 - 2))
        polygon.append(DevicePoint(x: box.x1 + 2, y: box.y1 + 2))
        polygon.append(DevicePoint(x: box.x0 - 2, y: box.y1 + 2))
        for k in 0 ..< 3 {
            let a = corners[k], b = corners[(k + 1) % 3], c = corners[(k + 2) % 3]
            // Half-plane of edge a→b containing c: σ·L(p) ≥ 0 with L(p) = (b−a) × (p−a);
            // L / |b − a| is the distance to the line, so adding |b − a| moves the line by one pixel.
            let dx = b.x - a.x, dy = b.y - a.y
            let sigma: Double = (dx * (c.y - a.y) - dy * (c.x - a.x)) > 0 ? 1 : -1
            let push = interior[k] ? (dx * dx + dy * dy).squareRoot() : 0
            clipPolygon(&polygon, a: -sigma * dy, b: sigma * dx, c: sigma * (dy * a.x - dx * a.y) + push, scratch: &scratch)
        }
        return loadPolygon(clip: clip)
    }

    /// Fills the loaded region, each row limited to the columns the triangle owns along its
    /// interior edges.
    private mutating func fillOwned(with shader: ImageShader, edges: [InteriorEdge], into target: RenderTarget, clip: IntRect) {
        for y in scan.prepareRows(within: clip) {
            var columns = clip.minX ..< clip.maxX
            for e in edges {
                columns = e.ownedColumns(row: y, lo: columns.lowerBound, hi: columns.upperBound)
            }
            // Always called, even for no columns: it also advances the active edge list.
            scan.computeSpans(row: y, minX: columns.lowerBound, maxX: columns.upperBound)
            for span in scan.spans {
                shader.shade(row: y, x: span.x, count: span.count, coverage: span.coverage, into: target)
            }
        }
    }
}
