// Conservative device bounding boxes: every pixel an item can change lies inside its box.
// Groups use them to size their layers; occlusion culling uses them to prove an item hidden.

/// The pixels of `limit` that `item` may change (empty when it draws nothing there).
func deviceBounds(of item: DisplayItem, within limit: IntRect) -> IntRect {
    let empty = IntRect(minX: limit.minX, minY: limit.minY, maxX: limit.minX, maxY: limit.minY)
    guard !limit.isEmpty else { return empty }
    switch item {
    case .fill(let f):
        guard f.drawableColor != nil else { return empty }
        return quadBounds(f.rect, f.transform, within: limit)
    case .shape(let s):
        guard s.isDrawable, let local = s.shape.localBounds else { return empty }
        return quadBounds(local, s.transform, within: limit)
    case .backdrop(let b):
        guard b.isDrawable else { return empty }
        return quadBounds(b.shape.rect, b.shape.transform, within: limit)
    case .image(let i):
        guard i.opacityByte > 0, i.validSource != nil else { return empty }
        return quadBounds(i.rect, i.transform, within: limit)
    case .mesh(let m):
        guard m.isDrawable else { return empty }
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for index in m.indices {
            let v = m.vertices[index]
            let p = m.transform.homogeneous(x: v.x, y: v.y, z: v.z)
            // A vertex behind the eye can project anywhere: give up and assume everything.
            guard p.w >= minimumW else { return limit }
            let x = p.x / p.w
            let y = p.y / p.w
            x0 = min(x0, x)
            x1 = max(x1, x)
            y0 = min(y0, y)
            y1 = max(y1, y)
        }
        return IntRect.covering(x0: x0, y0: y0, x1: x1, y1: y1, within: limit)
    case .group(let g):
        return groupBounds(g, within: limit)
    }
}

/// The union of the items' bounds.
func deviceBounds(of items: [DisplayItem], within limit: IntRect) -> IntRect {
    var result = IntRect(minX: limit.minX, minY: limit.minY, maxX: limit.minX, maxY: limit.minY)
    for item in items { result = result.union(deviceBounds(of: item, within: limit)) }
    return result.intersection(limit)
}

/// What a group can change: its children (or their shadow), cut down to its clip's and mask's extent.
func groupBounds(_ g: GroupItem, within limit: IntRect) -> IntRect {
    let empty = IntRect(minX: limit.minX, minY: limit.minY, maxX: limit.minX, maxY: limit.minY)
    guard unitByte(g.opacity) > 0 else { return empty }
    var bounds = limit
    if let clip = g.clip {
        guard clip.isValid, clip.rect.hasArea else { return empty }
        bounds = quadBounds(clip.rect, clip.transform, within: bounds)
    }
    if let mask = g.mask {
        bounds = deviceBounds(of: mask, within: bounds)
    }
    guard !bounds.isEmpty else { return empty }
    if let shadow = g.shadow {
        // The shadow reaches the blur's extent beyond the children, moved by the offset.
        guard shadow.isFinite, let work = shadow.workRegion(of: g.children, for: bounds) else { return empty }
        return shadow.extent(of: work).intersection(bounds)
    }
    return deviceBounds(of: g.children, within: bounds)
}

/// The box around a rectangle's projection (the part in front of the eye).
func quadBounds(_ rect: Rect, _ transform: Matrix4, within limit: IntRect) -> IntRect {
    let r = StandardRect(rect)
    let corners = [
        transform.homogeneous(x: r.minX, y: r.minY), transform.homogeneous(x: r.maxX, y: r.minY),
        transform.homogeneous(x: r.maxX, y: r.maxY), transform.homogeneous(x: r.minX, y: r.maxY),
    ]
    var projected: [DevicePoint] = []
    projectClippingEye(corners, into: &projected)
    guard !projected.isEmpty else {
        return IntRect(minX: limit.minX, minY: limit.minY, maxX: limit.minX, maxY: limit.minY)
    }
    let b = boundingBox(of: projected)
    return IntRect.covering(x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, within: limit)
}
