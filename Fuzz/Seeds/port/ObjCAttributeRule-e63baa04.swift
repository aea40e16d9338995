let expected = """
import Flipbook

final class Sheet: UIView {
    weak var handle: UIView!
    var radius: CGFloat = 12
    public var tint: UIColor = .red
    func dismiss(_ sender: Any) {}
    /// Taps.
    func tap() {}
    func close(_ sender: UIButton) {}
    func plain() {}
    // kept comment
    func commented() {}
}
