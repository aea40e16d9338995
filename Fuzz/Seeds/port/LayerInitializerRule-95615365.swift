let expected = """
import Flipbook
final class Shimmer: CAGradientLayer {
    required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError() }
}
final class Card: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
}
