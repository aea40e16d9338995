import FlipbookPorting
import Testing

@Suite struct LayerInitializerRuleTests {
    @Test func layerInitializersBecomeRequired() throws {
        let input = """
            import UIKit
            final class Shimmer: CAGradientLayer {
                override init() { super.init() }
                public override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            """
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
            """
        #expect(try ported(input) == expected)
    }
}
