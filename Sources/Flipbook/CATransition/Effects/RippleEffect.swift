import Foundation

/// `rippleEffect`: concentric water ripples run outwards from the layer's centre, displacing the
/// content along their radius and catching the light on their slopes, while the new content dissolves
/// in; the ripples swell, then die down to a still surface showing the new content. The layer's
/// border stays in place. Ignores the subtype.
struct RippleEffect: TransitionEffect {
    /// Ripple wavelength and peak displacement as fractions of the layer's shorter side.
    static let wavelengthFactor = 0.16, amplitudeFactor = 0.035
    /// How many wavelengths the ripples travel outwards during the transition.
    static let travel = 3.0
    /// Strength of the light and shade on the ripples' slopes.
    static let glintStrength = 0.16
    /// Mesh cells across the layer's shorter side, and at most along its longer side.
    static let cellsAcrossShortSide = 40, maximumCellsAlongLongSide = 96

    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        let w = frame.width
        let h = frame.height
        let p = frame.progress
        let short = min(w, h)
        let wavelength = Self.wavelengthFactor * short
        let swell = sin(.pi * p)
        let amplitude = Self.amplitudeFactor * short * swell
        let cx = w / 2
        let cy = h / 2
        let cell = max(
            short / Double(Self.cellsAcrossShortSide),
            max(w, h) / Double(Self.maximumCellsAlongLongSide))
        let columns = max(1, Int((w / cell).rounded()))
        let rows = max(1, Int((h / cell).rounded()))

        /// Displaced position and slope (−1…1) of the surface at grid point (i, j).
        func surface(_ i: Int, _ j: Int) -> (x: Double, y: Double, slope: Double) {
            let x = Double(i) / Double(columns) * w
            let y = Double(j) / Double(rows) * h
            let dx = x - cx
            let dy = y - cy
            let r = (dx * dx + dy * dy).squareRoot()
            // Pin the border: the ripples fade out over half a wavelength from each edge.
            let edge = min(x, w - x, y, h - y)
            let taper = min(max(edge / (wavelength / 2), 0), 1)
            let phase = 2 * .pi * (r / wavelength - Self.travel * p)
            let shift = r > 0 ? amplitude * sin(phase) * taper / r : 0
            return (x + dx * shift, y + dy * shift, swell * cos(phase) * taper)
        }
        var grid = MeshBuilder()
        var glint = MeshBuilder()
        grid.addGrid(columns: columns, rows: rows) { i, j in
            let s = surface(i, j)
            return MeshVertex(x: s.x, y: s.y, u: Double(i) / Double(columns), v: Double(j) / Double(rows))
        }
        glint.addGrid(columns: columns, rows: rows) { i, j in
            let s = surface(i, j)
            return MeshVertex(x: s.x, y: s.y, u: 0.5 + 0.5 * s.slope, v: 0.5)
        }
        let dissolve = p * p * (3 - 2 * p)
        return EffectItems.crossDissolve(frame, amount: dissolve) { image, opacity in
            grid.item(texture: image, opacity: opacity).first!
        } + glint.item(texture: EffectTextures.glint, opacity: Self.glintStrength)
    }
}
