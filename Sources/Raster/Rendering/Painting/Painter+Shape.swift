import Foundation

extension Painter {
    /// A shape filled with a paint, under any transform. Shapes wholly outside `clip` (another band, off
    /// screen) are skipped before their paths are flattened.
    mutating func paintShape(_ item: ShapeItem, into target: RenderTarget, clip: IntRect) {
        guard !deviceBounds(of: .shape(item), within: clip).isEmpty else { return }
        if case .glyphs(let run) = item.shape, case .solid(let color) = item.paint {
            let packed = color.premultiplied.packed
            if packed == 0 || paintGlyphMasks(run, color: packed, transform: item.transform, into: target, clip: clip) {
                return
            }
        }
        guard loadShape(item.shape, transform: item.transform, clip: clip) else { return }
        switch item.paint {
        case .solid(let color):
            let packed = color.premultiplied.packed
            guard packed != 0 else { return }
            fillLoaded(with: SolidShader(color: packed), into: target, clip: clip)
        case .gradient(let gradient):
            guard let map = item.transform.planeHomography.inverse, fillRamp(&ramp, for: gradient) else { return }
            let entries = ramp
            entries.withUnsafeBufferPointer { entries in
                var shader = GradientShader(gradient: gradient, ramp: entries.baseAddress!, map: map)
                guard GradientShader.isSameOnEveryRow(gradient, map: map) else {
                    return fillLoaded(with: shader, into: target, clip: clip)
                }
                // Every row alike: each column's colour is looked up once.
                gradientColumns.removeAll(keepingCapacity: true)
                for x in clip.minX..<clip.maxX { gradientColumns.append(shader.colour(column: x, row: clip.minY)) }
                let colours = gradientColumns
                colours.withUnsafeBufferPointer { colours in
                    shader.columns = (colours.baseAddress!, clip.minX)
                    fillLoaded(with: shader, into: target, clip: clip)
                }
            }
        }
    }

    /// Loads the device outline of `shape` into the scan converter. False when nothing is left.
    mutating func loadShape(_ shape: Shape, transform: Matrix4, clip: IntRect) -> Bool {
        switch shape {
        case .roundedRect(let rect, let radii):
            roundedRectOutline(rect, radii: radii, transform: transform, into: &outline)
            return loadOutline(clip: clip)
        case .path(let path, let rule):
            return loadPath(path, rule: rule, transform: transform, clip: clip)
        case .glyphs(let run):
            return loadPath(run.outline, rule: .nonZero, transform: transform, clip: clip)
        case .stroke(let path, let style):
            let tolerance = localTolerance(path, transform)
            let pieces = strokedPieces(path.flattened(tolerance: tolerance), style: style)
            return loadContours(
                strokeOutlines(pieces, style: style, tolerance: tolerance), transform: transform,
                rule: .nonZero, clip: clip)
        }
    }

    /// Loads the outline of a clip shape: a rounded rectangle, or with continuous corners the same
    /// path a continuous-cornered background fills.
    mutating func loadClipShape(_ shape: ClipShape, clip: IntRect) -> Bool {
        if let path = shape.continuousOutline {
            return loadPath(path, rule: .nonZero, transform: shape.transform, clip: clip)
        }
        roundedRectOutline(shape.rect, radii: shape.radii, transform: shape.transform, into: &outline)
        return loadOutline(clip: clip)
    }

    /// Loads the flattened contours of a filled path.
    private mutating func loadPath(_ path: Path, rule: FillRule, transform: Matrix4, clip: IntRect) -> Bool {
        let tolerance = localTolerance(path, transform)
        return loadContours(
            path.flattened(tolerance: tolerance).map(\.points), transform: transform, rule: rule, clip: clip)
    }

    /// Loads closed local contours, each mapped by `transform` and clipped in front of the eye and to
    /// the guard band around `clip`.
    private mutating func loadContours(
        _ contours: [[PlanePoint]], transform: Matrix4, rule: FillRule,
        clip: IntRect
    ) -> Bool {
        scan.reset(fillRule: rule)
        var loaded = false
        for contour in contours where contour.count >= 3 {
            outline.removeAll(keepingCapacity: true)
            for p in contour { outline.append(transform.homogeneous(x: p.x, y: p.y)) }
            projectClippingEye(outline, into: &polygon)
            guard polygon.count >= 3 else { continue }
            clipToGuardBand(&polygon, around: clip, scratch: &scratch)
            guard polygon.count >= 3, polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            scan.addPolygon(polygon)
            loaded = true
        }
        return loaded
    }

    /// Flattening tolerance in local units: `arcTolerance` device pixels at the path's largest
    /// apparent scale.
    private func localTolerance(_ path: Path, _ transform: Matrix4) -> Double {
        guard let bounds = path.controlPointBounds else { return 1 }
        return arcTolerance / max(deviceScale(of: transform, over: bounds), 1e-9)
    }
}

/// The largest factor by which `transform` stretches local lengths near the corners and centre of
/// `rect` (64 where a point is behind the eye: no meaningful measure, so be generous).
func deviceScale(of transform: Matrix4, over rect: Rect) -> Double {
    var largest = 0.0
    let xs = [rect.x, rect.x + rect.width / 2, rect.x + rect.width]
    let ys = [rect.y, rect.y + rect.height / 2, rect.y + rect.height]
    for x in xs {
        for y in ys {
            let c = transform.homogeneous(x: x, y: y)
            let a = transform.homogeneous(x: x + 1, y: y)
            let b = transform.homogeneous(x: x, y: y + 1)
            guard c.w >= minimumW, a.w >= minimumW, b.w >= minimumW else { return 64 }
            let px = c.x / c.w
            let py = c.y / c.w
            largest = max(largest, hypot(a.x / a.w - px, a.y / a.w - py), hypot(b.x / b.w - px, b.y / b.w - py))
        }
    }
    return largest.isFinite ? largest : 64
}
