import Foundation

/// `pageCurl`: the old content is a page that curls up from a corner and rolls away across the layer,
/// uncovering the new content. The curl's rounded fold is shaded, the back of the page (a pale,
/// mirrored image of its front) shows on the rolled-over part, and the fold casts a shadow on the
/// uncovered content. fromRight starts at the bottom-right corner and rolls left, fromLeft at the
/// bottom-left corner rolling right, fromBottom at the bottom-right corner rolling up, fromTop at the
/// top-right corner rolling down. When the frame carries a back image (a double-sided page of a page view
/// controller) the back shows that image instead, the right way round once the page lies turned over.
struct PageCurlEffect: TransitionEffect {
    /// Cylinder radius as a fraction of the layer's shorter side.
    static let radiusFactor = 0.12
    /// Tilt of the curl line: how much the leading corner is ahead of the rest of the edge.
    static let tilt = 0.5
    /// Strength of the whitish tint on the back of the page.
    static let backTint = 0.75
    /// Darkness of the fold's deepest shading and of its shadow.
    static let foldShade = 0.35, shadowStrength = 0.45
    /// Segments per quarter turn of the cylinder.
    static let segments = 12

    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        var items = [EffectItems.layerImage(frame.newImage, frame)]
        items += PageCurlEffect.page(frame.oldImage, back: frame.backImage, frame: frame, progress: frame.progress)
        return items
    }

    /// The motion of the curl for a direction: along the edge axis, tilted so the corner leads (by `tilt`
    /// times `tiltScale`: 1 keeps the full tilt, 0 none).
    static func direction(_ d: TransitionDirection, tiltScale: Double = 1) -> (x: Double, y: Double) {
        let lead = tilt * tiltScale
        let raw: (Double, Double)
        switch d {
        case .fromRight: raw = (-1, -lead)
        case .fromLeft: raw = (1, -lead)
        case .fromBottom: raw = (-lead, -1)
        case .fromTop: raw = (-lead, 1)
        }
        let length = (raw.0 * raw.0 + raw.1 * raw.1).squareRoot()
        return (raw.0 / length, raw.1 / length)
    }

    /// How much of the curl's tilt and fold radius a page landing flat keeps at `progress`: all of them for
    /// the first half of the turn, then easing (smoothstep) to none at the end.
    static func landingShape(_ progress: Double) -> Double {
        let x = min(max((progress - 0.5) / 0.5, 0), 1)
        return 1 - x * x * (3 - 2 * x)
    }

    /// The curling page (`image`) at `progress`, with its shading and the shadow it casts, drawn over
    /// whatever is beneath it; `back` is what its back shows (nil: `image` seen through the paper).
    static func page(
        _ image: RasterImage, back: RasterImage? = nil, frame: TransitionFrame, progress: Double
    ) -> [DisplayItem] {
        let w = frame.width
        let h = frame.height
        // A page landing flat beyond its edge straightens its curl line and tightens its fold over the second
        // half of the turn, so at the end it lies as the mirror image of itself across that edge.
        let shape = frame.landsPageFlat ? landingShape(progress) : 1
        let dir = direction(frame.direction, tiltScale: shape)
        let page = ConvexPolygon.rectangle(width: w, height: h)
        let ts = page.points.map { $0.x * dir.x + $0.y * dir.y }
        let tMin = ts.min()!
        let tMax = ts.max()!
        let r = max(radiusFactor * min(w, h), 1) * (frame.landsPageFlat ? max(shape, 1e-6) : 1)
        // From touching the leading corner to past the far corner with the bulge, paced so that the
        // uncovered content grows evenly with progress.
        let travel = tMax - tMin + r
        let pageArea = page.area
        let line =
            tMin + travel
            * EvenPacing.parameter(at: progress) { x in
                page.slab(a: dir.x, b: dir.y, from: -.infinity, to: tMin + travel * x - r).area / pageArea
            }
        let curl = PageCurlGeometry(direction: dir, line: line, radius: r)
        let quarter = Double.pi * r / 2

        func vertex(_ p: DevicePoint, shade: ((Double) -> Double)? = nil) -> MeshVertex {
            let m = curl.map(p)
            let u = shade.map { $0(m.angle) } ?? p.x / w
            return MeshVertex(x: m.point.x, y: m.point.y, u: u, v: shade == nil ? p.y / h : 0.5)
        }
        func mesh(_ regions: ArraySlice<ConvexPolygon>, shade: ((Double) -> Double)? = nil) -> MeshBuilder {
            var b = MeshBuilder()
            for region in regions { b.addFan(region.points.map { vertex($0, shade: shade) }) }
            return b
        }
        // The back image is mirrored across the axis the page turns about, so it reads the right way round.
        let mirrorsAcross = frame.direction == .fromRight || frame.direction == .fromLeft
        func backMesh(_ regions: ArraySlice<ConvexPolygon>) -> MeshBuilder {
            var b = MeshBuilder()
            for region in regions {
                b.addFan(
                    region.points.map { p in
                        let m = curl.map(p)
                        let u = mirrorsAcross ? 1 - p.x / w : p.x / w
                        let v = mirrorsAcross ? p.y / h : 1 - p.y / h
                        return MeshVertex(x: m.point.x, y: m.point.y, u: u, v: v)
                    })
            }
            return b
        }

        // One cut of the page into the flap, the back and front quarters of the fold in `segments`
        // slices each, and the flat part.
        let foldCuts = (0...2 * segments).map { line - 2 * quarter * (1 - Double($0) / Double(2 * segments)) }
        let pieces = curl.pieces(of: page, at: [-.infinity] + foldCuts + [.infinity])
        let flap = pieces[0...0]
        let backCurl = pieces[1...segments]
        let front = pieces[(segments + 1)...(2 * segments)]
        let flat = pieces[(2 * segments + 1)...]

        // The fold's shadow on the uncovered content: darkest at the bulge, fading outwards.
        let shadowWidth = 1.2 * r
        var shadow = MeshBuilder()
        let strip = page.slab(a: dir.x, b: dir.y, from: line - r - shadowWidth, to: line - r)
        shadow.addFan(
            strip.points.map { p in
                let t = p.x * dir.x + p.y * dir.y
                return MeshVertex(x: p.x, y: p.y, u: 1 - (line - r - t) / shadowWidth, v: 0.5)
            })

        var items = shadow.item(texture: EffectTextures.shadeRamp, opacity: shadowStrength)
        items += mesh(flat + front).item(texture: image)
        // Front of the fold darkens towards the top of the bulge.
        items += mesh(front, shade: { $0 / (.pi / 2) }).item(texture: EffectTextures.shadeRamp, opacity: foldShade)
        if let back {
            items += backMesh(backCurl + flap).item(texture: back)
        } else {
            items += mesh(backCurl + flap).item(texture: image)
            items += mesh(backCurl + flap).item(texture: EffectTextures.white, opacity: backTint)
        }
        // Back of the fold: darker where it turns under, lighter towards the flap.
        items += mesh(backCurl, shade: { 1 - ($0 - .pi / 2) / (.pi / 2) })
            .item(texture: EffectTextures.shadeRamp, opacity: foldShade)
        return items
    }
}
