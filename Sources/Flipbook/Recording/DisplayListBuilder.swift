import Foundation

/// Turns a layer tree, as it looks at the current virtual time, into a Raster `DisplayList` in device pixels.
///
/// Each layer is drawn with its presentation values (animations applied). Its device transform is
/// `translate(−anchorPoint·size) × transform × translate(position, zPosition) × [parent's sublayerTransform about
/// its anchor] × translate(−parent.bounds.origin) × flatten × parent's device transform`, the root's parent
/// being the screen scaled by ``scale``. Sublayers draw in zPosition order, ties in sublayer order.
/// Hidden and fully transparent layers are skipped with their subtrees (as are back-facing layers with
/// `isDoubleSided == false`).
///
/// Per layer: the shadow (see `shadowItem`), the background colour (rounded by cornerRadius on the
/// maskedCorners) as a fill; a `CGImage` in `contents` an image placed by `contentsGravity`; a shape layer's
/// path or a gradient layer's gradient; then the sublayers and, over them, the border. A translucent layer whose
/// drawing is more than one item is a group with
/// that opacity (UIKit's group opacity; with `allowsGroupOpacity == false` the opacity is multiplied into
/// each item instead); a single item takes the opacity directly. `masksToBounds` clips the group to the
/// (rounded) bounds; a `mask` layer becomes the group's mask, drawn with its own presentation values in the
/// layer's coordinate space. A hidden or transparent mask hides the layer's content entirely.
@preconcurrency @MainActor
public struct DisplayListBuilder {
    /// Device pixels per point.
    public var scale: CGFloat

    /// A builder for frames at `scale` pixels per point.
    public init(scale: CGFloat) {
        self.scale = scale
    }

    /// The display list of `layer`'s tree in a frame of `size` points (pixel size rounded), cleared to
    /// `background`. The root layer is placed by its own position and transform in the frame. Layers that need
    /// display are displayed first (`CALayer.displayIfNeeded()`).
    public func displayList(for layer: CALayer, size: CGSize, background: Color = .black) -> DisplayList {
        layer.displaySubtreeIfNeeded()
        let width = Self.pixels(size.width * scale)
        let height = Self.pixels(size.height * scale)
        let screen = Matrix4.scale(x: Double(scale), y: Double(scale))
        return DisplayList(
            width: width, height: height, background: background,
            items: render(layer, parentSpace: screen, inheritedOpacity: 1))
    }

    /// The display list of a frame of `window`, cleared to `background`, with the status bar over it when the
    /// current world shows one (``World/showsStatusBar``).
    public func displayList(of window: UIWindow, background: Color = .black) -> DisplayList {
        var list = displayList(for: window.layer, size: window.bounds.size, background: background)
        let world = World.current
        if let statusBar = world.statusBar {
            statusBar.prepareFrame(in: world)
            list.items += items(for: statusBar.view.layer)
        }
        return list
    }

    /// The draw operations of `layer`'s tree, the root placed by its position and transform in a space
    /// scaled by ``scale``.
    public func items(for layer: CALayer) -> [DisplayItem] {
        render(layer, parentSpace: .scale(x: Double(scale), y: Double(scale)), inheritedOpacity: 1)
    }

    /// The draw operations of `layer`'s content in its own box space (points × ``scale``, origin at the
    /// top-left of its bounds), ignoring the layer's own position, transform, opacity and hidden state:
    /// what a snapshot of it shows.
    func contentItems(of layer: CALayer) -> [DisplayItem] {
        let values = layer.presentedValues
        let box = Matrix4.scale(x: Double(scale), y: Double(scale))
        return renderContent(model: layer, values: values, device: box, opacity: 1, inheritedOpacity: 1)
    }

    static func pixels(_ v: CGFloat) -> Int {
        let p = v.rounded()
        guard p.isFinite, p > 0 else { return 0 }
        return Int(min(p, 1_048_576))
    }
}
