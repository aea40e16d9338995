/// One frame of a layer transition as an effect sees it: the layer's rendering before and after the
/// change, the layer's size in device pixels, the direction, and how far the transition has got.
///
/// Effects draw in the layer's own pixel space: the layer covers `(0, 0)…(width, height)`. Whoever
/// places the layer on screen maps that space to the device (see ``TransitionEffect``).
public struct TransitionFrame: Sendable {
    /// The layer subtree as it rendered before the change.
    public let oldImage: RasterImage
    /// The layer subtree as it renders after the change.
    public let newImage: RasterImage
    /// Layer width in device pixels.
    public let width: Double
    /// Layer height in device pixels.
    public let height: Double
    /// The direction, as given.
    public let subtype: CATransitionSubtype?
    /// Progress in 0…1 (values outside are clamped).
    public let progress: Double

    let direction: TransitionDirection
    /// What the back of a turning page shows (a double-sided page curl), or nil for a page whose back is
    /// its own front seen through the paper.
    let backImage: RasterImage?
    /// Whether a page curl lays the page flat beyond its far edge by the end (see `CATransition.landsPageFlat`).
    let landsPageFlat: Bool

    /// A frame; throws ``CATransitionError`` for a non-finite progress, a size that is not finite and
    /// positive, or an unknown subtype.
    public init(
        oldImage: RasterImage, newImage: RasterImage, width: Double, height: Double,
        subtype: CATransitionSubtype?, progress: Double
    ) throws {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw CATransitionError.invalidSize(width: width, height: height)
        }
        guard progress.isFinite else { throw CATransitionError.invalidProgress(progress) }
        self.init(
            oldImage: oldImage, newImage: newImage, width: width, height: height, subtype: subtype,
            direction: try TransitionDirection(subtype), progress: progress, backImage: nil)
    }

    /// A frame from already validated parts (progress is still clamped).
    init(
        oldImage: RasterImage, newImage: RasterImage, width: Double, height: Double,
        subtype: CATransitionSubtype?, direction: TransitionDirection, progress: Double,
        backImage: RasterImage? = nil, landsPageFlat: Bool = false
    ) {
        self.oldImage = oldImage
        self.newImage = newImage
        self.width = width
        self.height = height
        self.subtype = subtype
        self.direction = direction
        self.progress = min(max(progress, 0), 1)
        self.backImage = backImage
        self.landsPageFlat = landsPageFlat
    }

    /// The same layer and direction with the images swapped and another progress (for effects that
    /// are another effect played backwards, like pageUnCurl).
    func reversed(progress p: Double) -> TransitionFrame {
        TransitionFrame(
            oldImage: newImage, newImage: oldImage, width: width, height: height,
            subtype: subtype, direction: direction, progress: p, backImage: backImage, landsPageFlat: landsPageFlat)
    }
}
