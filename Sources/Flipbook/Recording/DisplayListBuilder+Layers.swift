import Foundation

extension DisplayListBuilder {
    /// The items of `model`'s subtree; `parentSpace` maps the coordinate space its position is expressed in
    /// (the parent's bounds coordinates after its sublayerTransform) to device pixels.
    func render(_ model: CALayer, values: CALayer? = nil, parentSpace: Matrix4, inheritedOpacity: Double)
        -> [DisplayItem]
    {
        let values = values ?? model.presentedValues
        let opacity = Self.clamp(values.opacity)
        guard !values.isHidden, opacity > 0, inheritedOpacity > 0 else { return [] }
        let device = values.boxToSuperlayerTransform.matrix4.concatenating(parentSpace)
        let size = values.storedBounds.size
        if !values.isDoubleSided,
            device.showsBackFace(of: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
        {
            return []
        }
        return renderContent(
            model: model, values: values, device: device, opacity: opacity,
            inheritedOpacity: inheritedOpacity)
    }

    /// The items of a layer already placed: `device` maps its box space to device pixels.
    func renderContent(
        model: CALayer, values: CALayer, device: Matrix4, opacity: Double,
        inheritedOpacity: Double
    ) -> [DisplayItem] {
        let size = values.storedBounds.size
        let boxRect = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        let radii = cornerRadii(values)
        let planar = device.planar
        let effective = opacity * inheritedOpacity
        let groupOpacity = values.allowsGroupOpacity

        var own = effectItems(values, box: boxRect, radii: radii, planar: planar)
        if let color = values.storedBackgroundColor, color.alpha > 0, size.width > 0, size.height > 0 {
            own.append(backgroundItem(values, box: boxRect, radii: radii, color: color.rasterColor, planar: planar))
        }
        own.append(contentsOf: contentsItems(values, planar: planar))
        own.append(contentsOf: drawingItems(values, box: boxRect, planar: planar))
        if let text = values as? TextLayer { own.append(contentsOf: text.textItems(planar: planar)) }

        // Sublayers live in this layer's bounds coordinates (after its sublayerTransform), flattened onto its plane.
        let boundsToBox = Matrix4.translation(
            x: -Double(values.storedBounds.minX), y: -Double(values.storedBounds.minY))
        let boundsSpace = boundsToBox.concatenating(.flatten).concatenating(device)
        var childSpace = boundsSpace
        if let sub = values.sublayerTransformInBoundsSpace { childSpace = sub.matrix4.concatenating(boundsSpace) }
        let childOpacity = groupOpacity ? 1 : effective
        var children: [DisplayItem] = []
        for (sublayer, sublayerValues) in Self.drawingOrder(model.storedSublayers) {
            children += render(
                sublayer, values: sublayerValues, parentSpace: childSpace, inheritedOpacity: childOpacity)
        }

        if let replacement = overridingItems(for: model, planar: planar) { (own, children) = (replacement, []) }
        if let border = borderItem(values, box: boxRect, radii: radii, planar: planar) { children.append(border) }
        if let shadow = shadowItem(values, content: own + children, planar: planar) { own.insert(shadow, at: 0) }
        let hasOverflowingContent = !children.isEmpty || own.contains { if case .fill = $0 { false } else { true } }
        let clip =
            values.storedMasksToBounds && hasOverflowingContent
            ? ClipShape(
                rect: boxRect, radii: radii, transform: planar, continuous: values.cornerCurve == .continuous) : nil
        var mask: [DisplayItem]?
        if let maskLayer = values.storedMask {
            mask = render(maskLayer, parentSpace: boundsSpace, inheritedOpacity: 1)
        }

        if groupOpacity {
            let all = own + children
            if all.isEmpty { return [] }
            if clip == nil, mask == nil, all.count == 1 || effective == 1 {
                return all.map { $0.multiplyingOpacity(effective) }
            }
            return [.group(GroupItem(opacity: effective, clip: clip, mask: mask, children: all))]
        } else {
            let all = own.map { $0.multiplyingOpacity(effective) } + children
            if all.isEmpty { return [] }
            if clip == nil, mask == nil { return all }
            return [.group(GroupItem(opacity: 1, clip: clip, mask: mask, children: all))]
        }
    }

    /// The layer's contents image placed by its gravity, or a frozen rendering stretched over the bounds.
    private func contentsItems(_ values: CALayer, planar: Matrix4) -> [DisplayItem] {
        let size = values.storedBounds.size
        switch values.contents {
        case let image as CGImage:
            let scale = values.contentsScale > 0 && values.contentsScale.isFinite ? values.contentsScale : 1
            let imageSize = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let rect = values.contentsGravity.placement(imageSize: imageSize, in: size)
            guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0 else { return [] }
            let magnified =
                rect.width * self.scale > CGFloat(image.width) || rect.height * self.scale > CGFloat(image.height)
            let filter = magnified ? values.magnificationFilter : values.minificationFilter
            return [
                .image(
                    ImageItem(
                        rect: rect.rasterRect, image: image.rasterImage,
                        sampling: filter == .nearest ? .nearest : .bilinear, transform: planar))
            ]
        case let frozen as FrozenRendering:
            return frozen.items(filling: size, planar: planar)
        case let vector as VectorContents:
            guard vector.size.width > 0, vector.size.height > 0 else { return [] }
            let rect = values.contentsGravity.placement(imageSize: vector.size, in: size)
            let place = Matrix4.scale(
                x: Double(rect.width / vector.size.width), y: Double(rect.height / vector.size.height)
            )
            .concatenating(.translation(x: Double(rect.minX), y: Double(rect.minY))).concatenating(planar)
            return vector.items.map { $0.transformed(by: place) }
        default:
            return []
        }
    }

    /// Sublayers with their presentation values, sorted by zPosition, stable (ties keep sublayer order).
    static func drawingOrder(_ sublayers: [CALayer]) -> [(layer: CALayer, values: CALayer)] {
        let keyed = sublayers.enumerated().map {
            (index: $0.offset, layer: $0.element, values: $0.element.presentedValues)
        }
        guard let firstZ = keyed.first?.values.storedZPosition,
            !keyed.allSatisfy({ $0.values.storedZPosition == firstZ })
        else {
            return keyed.map { ($0.layer, $0.values) }
        }
        return keyed.sorted {
            $0.values.storedZPosition != $1.values.storedZPosition
                ? $0.values.storedZPosition < $1.values.storedZPosition : $0.index < $1.index
        }.map { ($0.layer, $0.values) }
    }

    static func clamp(_ opacity: Float) -> Double {
        opacity.isNaN ? 0 : Double(min(max(opacity, 0), 1))
    }
}
