import FlipbookTesting
import Testing

@testable import Flipbook

// More client-style convenience initializers in extensions (see ConvenienceInitializerTests): stack views,
// toolbars and dynamic behaviours, whose properties used to do their work in `didSet`.

extension UIStackView {
    convenience init(column views: [UIView]) {
        self.init(arrangedSubviews: views)
        axis = .vertical
        spacing = 10
        alignment = .center
    }
}

extension UIToolbar {
    convenience init(playerWidth: CGFloat) {
        self.init(frame: CGRect(x: 0, y: 0, width: playerWidth, height: 44))
        items = [.flexibleSpace(), UIBarButtonItem(title: "Play"), .flexibleSpace()]
    }
}

extension UIDynamicItemBehavior {
    convenience init(bouncy items: [UIDynamicItem]) {
        self.init(items: items)
        elasticity = 0.8
        friction = 2
        density = -1 // out of range: rejected, as the setter always checks
    }
}

@MainActor @Suite struct ConvenienceInitializerStackAndDynamicsTests {
    @Test func aStackViewConfiguredInAnExtensionStacksAsConfigured() {
        let views = [SizedBox(40, 20), SizedBox(80, 30)]
        let stack = UIStackView(column: views)
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        stack.layoutIfNeeded()
        #expect(stack.axis == .vertical && stack.spacing == 10 && stack.alignment == .center)
        #expect(views[0].frame == CGRect(x: 30, y: 0, width: 40, height: 20))
        #expect(views[1].frame == CGRect(x: 10, y: 30, width: 80, height: 30))
    }

    @Test func aToolbarFilledInAnExtensionShowsItsItems() {
        let toolbar = UIToolbar(playerWidth: 390)
        #expect(toolbar.itemViewsForTesting.count == 3)
        let play = toolbar.itemViewsForTesting[1]
        #expect(abs(play.frame.midX - 195) < 0.5, "the flexible spaces centre the item")
    }

    @Test func aBehaviourConfiguredInAnExtensionChecksAndKeepsItsValues() {
        let behavior = UIDynamicItemBehavior(bouncy: [UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        #expect(behavior.elasticity == 0.8 && behavior.friction == 2)
        #expect(behavior.density == 1, "a negative density is refused, the default kept")
    }
}
