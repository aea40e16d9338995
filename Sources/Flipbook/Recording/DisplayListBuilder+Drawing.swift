import Foundation

// What a layer draws besides contents and sublayers: its background (rounded by cornerRadius on the
// maskedCorners, circular or continuous), the path of a CAShapeLayer, the gradient of a
// CAGradientLayer, the border on top of everything, and the shadow underneath.
extension DisplayListBuilder {
    /// The corner radii of the layer's box: `cornerRadius` on the `maskedCorners`, clamped to half the
    /// shorter side.
    func cornerRadii(_ values: CALayer) -> CornerRadii {
        let size = values.storedBounds.size
        let r = Double(max(0, min(values.storedCornerRadius, min(size.width, size.height) / 2)))
        let m = values.maskedCorners
        func on(_ corner: CACornerMask) -> Double { m.contains(corner) ? r : 0 }
        return CornerRadii(
            topLeft: on(.layerMinXMinYCorner), topRight: on(.layerMaxXMinYCorner),
            bottomRight: on(.layerMaxXMaxYCorner), bottomLeft: on(.layerMinXMaxYCorner))
    }

    /// The background fill of `box`; continuous corners are drawn as a path.
    func backgroundItem(_ values: CALayer, box: Rect, radii: CornerRadii, color: Color, planar: Matrix4) -> DisplayItem
    {
        guard values.cornerCurve == .continuous, !radii.isZero else {
            return .fill(FillItem(rect: box, radii: radii, color: color, transform: planar))
        }
        var path = Path()
        path.addRoundedRect(box, radii: radii, continuous: true)
        return .shape(ShapeItem(shape: .path(path, .nonZero), paint: .solid(color), transform: planar))
    }

    /// A shape layer's fill and stroke, or a gradient layer's gradient over its box.
    func drawingItems(_ values: CALayer, box: Rect, planar: Matrix4) -> [DisplayItem] {
        if let gradientLayer = values as? CAGradientLayer,
            let gradient = gradientLayer.rasterGradient(size: values.storedBounds.size), box.width > 0, box.height > 0
        {
            return [.shape(ShapeItem(shape: .roundedRect(box, .zero), paint: .gradient(gradient), transform: planar))]
        }
        guard let layer = values as? CAShapeLayer, let path = layer.storedPath?.path, !path.isEmpty else { return [] }
        var items: [DisplayItem] = []
        if let fill = layer.storedFillColor, fill.alpha > 0 {
            let rule: FillRule = layer.fillRule == .evenOdd ? .evenOdd : .nonZero
            items.append(
                .shape(ShapeItem(shape: .path(path, rule), paint: .solid(fill.rasterColor), transform: planar)))
        }
        if let stroke = layer.storedStrokeColor, stroke.alpha > 0, layer.storedLineWidth > 0 {
            let style = StrokeStyle(
                width: Double(layer.storedLineWidth), cap: layer.lineCap.rasterCap,
                join: layer.lineJoin.rasterJoin, miterLimit: Double(layer.storedMiterLimit),
                dashPattern: (layer.lineDashPattern ?? []).map(\.doubleValue),
                dashPhase: Double(layer.storedLineDashPhase),
                start: Double(layer.storedStrokeStart), end: Double(layer.storedStrokeEnd))
            items.append(
                .shape(ShapeItem(shape: .stroke(path, style), paint: .solid(stroke.rasterColor), transform: planar)))
        }
        return items
    }

    /// A visual effect view's blurred backdrop and tint, under its rounded box.
    func effectItems(_ values: CALayer, box: Rect, radii: CornerRadii, planar: Matrix4) -> [DisplayItem] {
        guard let effect = values as? VisualEffectLayer, box.width > 0, box.height > 0 else { return [] }
        var items: [DisplayItem] = []
        let sigma = Double(effect.storedBlurRadius) * pointScale(planar, at: box)
        if sigma > 0 {
            items.append(
                .backdrop(
                    BackdropItem(
                        shape: ClipShape(
                            rect: box, radii: radii, transform: planar, continuous: values.cornerCurve == .continuous),
                        sigma: sigma)))
        }
        if let tint = effect.storedEffectTint, tint.alpha > 0 {
            items.append(backgroundItem(values, box: box, radii: radii, color: tint.rasterColor, planar: planar))
        }
        return items
    }

    /// Device pixels per point of the layer's space around the middle of `box` (the mean stretch of
    /// its two axes).
    func pointScale(_ planar: Matrix4, at box: Rect) -> Double {
        let cx = box.x + box.width / 2
        let cy = box.y + box.height / 2
        guard let c = device(planar, cx, cy), let ux = device(planar, cx + 1, cy), let uy = device(planar, cx, cy + 1)
        else { return 0 }
        return (hypot(ux.x - c.x, ux.y - c.y) + hypot(uy.x - c.x, uy.y - c.y)) / 2
    }

    /// Where `planar` puts local `(x, y)`, or nil behind the eye.
    private func device(_ planar: Matrix4, _ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let h = planar.apply(x: x, y: y)
        return h.w > 1e-6 ? (h.x / h.w, h.y / h.w) : nil
    }

    /// The border: the band `borderWidth` wide inside the box's rounded outline.
    func borderItem(_ values: CALayer, box: Rect, radii: CornerRadii, planar: Matrix4) -> DisplayItem? {
        let width = Double(
            min(values.storedBorderWidth, min(values.storedBounds.width, values.storedBounds.height) / 2))
        guard width > 0, let color = values.storedBorderColor, color.alpha > 0 else { return nil }
        let continuous = values.cornerCurve == .continuous
        var path = Path()
        path.addRoundedRect(box, radii: radii, continuous: continuous)
        func inset(_ r: Double) -> Double { max(0, r - width) }
        path.addRoundedRect(
            Rect(x: box.x + width, y: box.y + width, width: box.width - 2 * width, height: box.height - 2 * width),
            radii: CornerRadii(
                topLeft: inset(radii.topLeft), topRight: inset(radii.topRight),
                bottomRight: inset(radii.bottomRight), bottomLeft: inset(radii.bottomLeft)),
            continuous: continuous)
        return .shape(ShapeItem(shape: .path(path, .evenOdd), paint: .solid(color.rasterColor), transform: planar))
    }

    /// The shadow under `content`: of `shadowPath` when set, else of the content's alpha. The offset
    /// and blur are in the layer's space, mapped to device pixels through `planar` at the layer's centre.
    func shadowItem(_ values: CALayer, content: [DisplayItem], planar: Matrix4) -> DisplayItem? {
        guard values.storedShadowOpacity > 0, let color = values.storedShadowColor, color.alpha > 0 else { return nil }
        let size = values.storedBounds.size
        let box = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        let cx = box.width / 2
        let cy = box.height / 2
        let offset = values.storedShadowOffset
        guard let c = device(planar, cx, cy),
            let o = device(planar, cx + Double(offset.width), cy + Double(offset.height))
        else {
            return nil
        }
        let stretch = pointScale(planar, at: box)
        var tint = color.rasterColor
        tint.alpha *= Double(min(max(values.storedShadowOpacity, 0), 1))
        let shadow = Shadow(
            color: tint, offsetX: o.x - c.x, offsetY: o.y - c.y,
            sigma: Double(max(0, values.storedShadowRadius)) * stretch)
        var source = content
        if let path = values.storedShadowPath?.path {
            source = [.shape(ShapeItem(shape: .path(path, .nonZero), paint: .solid(.black), transform: planar))]
        }
        return source.isEmpty ? nil : .group(GroupItem(shadow: shadow, children: source))
    }
}

extension CAShapeLayerLineCap {
    var rasterCap: StrokeStyle.Cap { self == .round ? .round : (self == .square ? .square : .butt) }
}

extension CAShapeLayerLineJoin {
    var rasterJoin: StrokeStyle.Join { self == .round ? .round : (self == .bevel ? .bevel : .miter) }
}
