import Foundation

/// Where the zoomed view is when it sits on its source view: a clip rectangle equal to the source's frame
/// and, inside it, the full view scaled (aspect fill) so that its alignment rectangle covers the clip
/// with both centres together. Pure geometry, free of views.
struct ZoomGeometry: Equatable {
    /// The clip's frame, in the container's coordinates (the source view's frame).
    var clip: CGRect
    /// The zoomed view's scale inside the clip.
    var scale: CGFloat
    /// The zoomed view's centre, in the clip's coordinates.
    var center: CGPoint

    /// The placement of a view of `size` whose `alignment` rectangle (in its own coordinates) lies on
    /// `source` (in the container's coordinates). An empty alignment rectangle lines up the whole view.
    static func collapsed(size: CGSize, alignment: CGRect, onto source: CGRect) -> ZoomGeometry {
        let aligned = alignment.width > 0 && alignment.height > 0 ? alignment : CGRect(origin: .zero, size: size)
        let scale = max(source.width / aligned.width, source.height / aligned.height)
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        let center = CGPoint(
            x: source.width / 2 - safeScale * (aligned.midX - size.width / 2),
            y: source.height / 2 - safeScale * (aligned.midY - size.height / 2))
        return ZoomGeometry(clip: source, scale: safeScale, center: center)
    }

    /// The placement of a view shown whole at `frame` (in the container's coordinates).
    static func expanded(_ frame: CGRect) -> ZoomGeometry {
        ZoomGeometry(clip: frame, scale: 1, center: CGPoint(x: frame.width / 2, y: frame.height / 2))
    }

    /// The placement of a whole view of `size` shown at `scale` with its centre at `center` (container
    /// coordinates): what a finger's drag has made of it.
    static func dragged(size: CGSize, scale: CGFloat, center: CGPoint) -> ZoomGeometry {
        let clip = CGRect(
            x: center.x - size.width * scale / 2, y: center.y - size.height * scale / 2,
            width: size.width * scale, height: size.height * scale)
        return ZoomGeometry(clip: clip, scale: scale, center: CGPoint(x: clip.width / 2, y: clip.height / 2))
    }
}
