import Foundation

/// `cameraIrisHollowClose` / `cameraIrisHollowOpen`: a six-bladed camera iris. Closing, a hexagonal
/// aperture showing the old content shrinks and turns down to a point over the new content; opening,
/// an aperture showing the new content grows and turns out from a point over the old content until it
/// covers the layer. The blades are hollow (the other content shows through them); their edges are
/// drawn as fine dark lines continuing the aperture's sides. Ignores the subtype.
struct CameraIrisEffect: TransitionEffect {
    /// Whether the aperture opens onto the new content or closes down on the old.
    enum Motion: Sendable { case open, close }
    let motion: Motion

    /// Number of blades (sides of the aperture).
    static let blades = 6
    /// The turn the aperture makes over the whole transition, in radians.
    static let turn = Double.pi / 3
    /// Opacity of the blade edge lines and of the blades' faint shading, and line width in pixels.
    static let edgeOpacity = 0.55, bladeShade = 0.08, edgeWidth = 1.0

    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        let w = frame.width
        let h = frame.height
        let p = frame.progress
        let cx = w / 2
        let cy = h / 2
        let halfDiagonal = (w * w + h * h).squareRoot() / 2
        // Circumradius at which the hexagon's inscribed circle covers the whole layer.
        let full = halfDiagonal / cos(.pi / Double(Self.blades)) + 1
        let inside = motion == .open ? frame.newImage : frame.oldImage
        let outside = motion == .open ? frame.oldImage : frame.newImage

        /// The aperture's corners when it is open `x` (0…1) of the way, turning as it opens.
        func aperturePoints(_ x: Double) -> [DevicePoint] {
            (0..<Self.blades).map { k in
                let a = -Self.turn * (1 - x) + 2 * .pi * Double(k) / Double(Self.blades) - .pi / 2
                return DevicePoint(x: cx + full * x * cos(a), y: cy + full * x * sin(a))
            }
        }
        // How open, paced so that the aperture's area on the layer changes evenly.
        let openness = EvenPacing.parameter(at: motion == .open ? p : 1 - p) { x in
            let polygon = ConvexPolygon(points: aperturePoints(x))
            return polygon.slab(a: 1, b: 0, from: 0, to: w).slab(a: 0, b: 1, from: 0, to: h).area / (w * h)
        }
        let corners = aperturePoints(openness)
        var aperture = MeshBuilder()
        aperture.addFan(corners.map { MeshVertex(x: $0.x, y: $0.y, u: $0.x / w, v: $0.y / h) })

        // Each blade edge runs on from a corner along the side that ends there.
        let reach = 2 * halfDiagonal + full
        var shading = MeshBuilder()
        var lines: [DisplayItem] = []
        for k in 0..<Self.blades {
            let a = corners[k]
            let b = corners[(k + 1) % Self.blades]
            let prev = corners[(k + Self.blades - 1) % Self.blades]
            let ex = a.x - prev.x
            let ey = a.y - prev.y
            let el = max((ex * ex + ey * ey).squareRoot(), 1e-9)
            let fx = b.x - a.x
            let fy = b.y - a.y
            let fl = max((fx * fx + fy * fy).squareRoot(), 1e-9)
            if k % 2 == 0 {
                // A blade: the wedge at this corner between the next side, run on, and this edge.
                shading.addFan(
                    [
                        a, DevicePoint(x: a.x + fx / fl * reach, y: a.y + fy / fl * reach),
                        DevicePoint(x: a.x + ex / el * reach, y: a.y + ey / el * reach),
                    ]
                    .map { MeshVertex(x: $0.x, y: $0.y, u: 0.5, v: 0.5) })
            }
            let transform = Matrix4(a: ex / el, b: ey / el, c: -ey / el, d: ex / el, tx: a.x, ty: a.y)
            lines.append(
                .fill(
                    FillItem(
                        rect: Rect(x: 0, y: -Self.edgeWidth / 2, width: reach, height: Self.edgeWidth),
                        color: Color(red: 0, green: 0, blue: 0, alpha: Self.edgeOpacity),
                        transform: transform)))
        }
        let blades = shading.item(texture: EffectTextures.black, opacity: Self.bladeShade) + lines
        return [
            EffectItems.layerImage(outside, frame),
            .group(GroupItem(clip: ClipShape(rect: Rect(x: 0, y: 0, width: w, height: h)), children: blades)),
        ] + aperture.item(texture: inside)
    }
}
