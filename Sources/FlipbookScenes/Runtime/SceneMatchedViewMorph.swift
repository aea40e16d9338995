import Flipbook

/// Hero-style matched views: a copy flies from the outgoing controller's view to the incoming
/// controller's view with the same `match`, taking on its frame, corner radius and colour, while the
/// outgoing image fades into the incoming one. Both real views are hidden until the transition ends.
@MainActor
struct SceneMatchedViewMorph {
    private let source: UIView
    private let destination: UIView
    private let flying: UIView
    private let sourceImage: UIImageView?
    private let destinationImage: UIImageView?
    private let destinationFrame: CGRect

    /// A morph from `source` to `destination`, both already laid out where they are at the start and the
    /// end of the transition; the flying copy is added to the top of `container`.
    init(from source: UIView, to destination: UIView, in container: UIView) {
        self.source = source
        self.destination = destination
        let sourceFrame = source.convert(source.bounds, to: container)
        destinationFrame = destination.convert(destination.bounds, to: container)
        flying = UIView(frame: sourceFrame)
        flying.backgroundColor = source.backgroundColor
        flying.layer.cornerRadius = source.layer.cornerRadius
        flying.clipsToBounds = true
        let bounds = CGRect(origin: .zero, size: sourceFrame.size)
        sourceImage = Self.imageCopy(of: source, frame: bounds)
        let incoming = Self.imageCopy(of: destination, frame: bounds)
        // The same image needs no cross-fade; a new one fades in over the old (or over the colour).
        if let incoming, incoming.image !== sourceImage?.image {
            incoming.alpha = 0
            destinationImage = incoming
        } else {
            destinationImage = nil
        }
        for copy in [sourceImage, destinationImage] { if let copy { flying.addSubview(copy) } }
        container.addSubview(flying)
        source.isHidden = true
        destination.isHidden = true
    }

    /// The changes to make in the animation block.
    func animate() {
        flying.frame = destinationFrame
        flying.layer.cornerRadius = destination.layer.cornerRadius
        flying.backgroundColor = destination.backgroundColor
        let bounds = CGRect(origin: .zero, size: destinationFrame.size)
        sourceImage?.frame = bounds
        destinationImage?.frame = bounds
        destinationImage?.alpha = 1
    }

    /// Removes the copy and shows the real views again.
    func finish() {
        flying.removeFromSuperview()
        source.isHidden = false
        destination.isHidden = false
    }

    private static func imageCopy(of view: UIView, frame: CGRect) -> UIImageView? {
        guard let imageView = view as? UIImageView, let image = imageView.image else { return nil }
        let copy = UIImageView(image: image)
        copy.contentMode = imageView.contentMode
        copy.frame = frame
        return copy
    }
}
