import Foundation

/// The two renderings of a layer that a running ``CATransition`` blends: the old one, taken when the
/// transition was added, and the new one, taken the first time the layer is drawn while it runs. Both are
/// kept as draw operations in the layer's box space in points and rasterized once per frame scale.
@MainActor
final class TransitionSnapshots {
    /// The layer's content and sublayers before the change (box space, points).
    let oldItems: [DisplayItem]
    /// After the change; nil until the first frame drawn while the transition runs.
    private(set) var newItems: [DisplayItem]?
    /// What the back of a turning page shows (a double-sided page curl), taken with the old rendering.
    let backItems: [DisplayItem]?
    private var rendered:
        (scale: Double, width: Int, height: Int, old: RasterImage, new: RasterImage, back: RasterImage?)?

    /// Layers whose rendering is being taken right now (in the current world): every transition on them
    /// must let them draw as they are (their own effect included), so snapshots never contain a
    /// transition of the same layer.
    static var capturing: Set<ObjectIdentifier> { World.current.layersBeingCaptured }

    /// Takes the old rendering of `layer` now, and of `backLayer` (the back of a turning page) when given.
    init(oldRenderingOf layer: CALayer, backRenderingOf backLayer: CALayer? = nil) {
        oldItems = Self.capture(layer)
        backItems = backLayer.map(Self.capture)
    }

    /// `layer`'s content and sublayers as they are (box space, points), without any of its transitions.
    private static func capture(_ layer: CALayer) -> [DisplayItem] {
        let id = ObjectIdentifier(layer)
        let world = World.current
        let nested = world.layersBeingCaptured.contains(id)
        world.layersBeingCaptured.insert(id)
        defer { if !nested { world.layersBeingCaptured.remove(id) } }
        return DisplayListBuilder(scale: 1).contentItems(of: layer)
    }

    /// Takes the new rendering of `layer` (once), and returns the renderings as `width × height` images
    /// at `scale` pixels per point of the layer's current bounds, or nil when that is an empty size.
    func images(
        of layer: CALayer, scale: Double
    ) -> (old: RasterImage, new: RasterImage, back: RasterImage?, width: Int, height: Int)? {
        if newItems == nil { newItems = Self.capture(layer) }
        let size = layer.presentedValues.storedBounds.size
        let width = DisplayListBuilder.pixels(size.width * scale)
        let height = DisplayListBuilder.pixels(size.height * scale)
        guard width > 0, height > 0 else { return nil }
        if let r = rendered, r.scale == scale, r.width == width, r.height == height {
            return (r.old, r.new, r.back, width, height)
        }
        let toPixels = Matrix4.scale(x: scale, y: scale)
        func raster(_ items: [DisplayItem], _ name: String) -> RasterImage {
            let list = DisplayList(
                width: width, height: height, background: .clear,
                items: items.map { $0.transformed(by: toPixels) })
            return RasterImage(bitmap: Rasterizer().render(list), name: name)
        }
        let label = layer.name ?? "layer"
        let r = (
            scale, width, height, raster(oldItems, "\(label)-transition-old"),
            raster(newItems ?? [], "\(label)-transition-new"),
            backItems.map { raster($0, "\(label)-transition-back") }
        )
        rendered = r
        return (r.3, r.4, r.5, width, height)
    }
}
