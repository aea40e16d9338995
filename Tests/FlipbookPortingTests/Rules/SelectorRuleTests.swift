import FlipbookPorting
import Testing

@Suite struct SelectorRuleTests {
    @Test func everyFormBecomesAMethodReference() throws {
        let input = """
            import UIKit

            final class Card: UIView {
                func install() {
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.handleTap)))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.handleTap(_:))))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(Card.handleTap(_:))))
                    button.addTarget(self, action: #selector(move(_:to:)), for: .touchUpInside)
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
                        object: nil)
                    let link = CADisplayLink(target: self, selector: #selector(step))
                    Timer.scheduledTimer(
                    timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                }
            }
            """
        let expected = """
            import Flipbook

            final class Card: UIView {
                func install() {
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: Card.handleTap))
                    button.addTarget(self, action: Self.move(_:to:), for: .touchUpInside)
                    NotificationCenter.default.addObserver(
                        self, selector: Self.keyboardWillShow, name: UIResponder.keyboardWillShowNotification,
                        object: nil)
                    let link = CADisplayLink(target: self, selector: Self.step)
                    Timer.scheduledTimer(
                    timeInterval: 1, target: self, selector: Self.tick, userInfo: nil, repeats: true)
                }
            }
            """
        #expect(try ported(input) == expected)
    }

    @Test func propertySelectorsAreRefusedWithTheirPlace() {
        let errors = diagnostics("import UIKit\nclass A {\n    let s = #selector(getter: A.title)\n}\n")
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasPrefix("Test.swift:3:13: error: #selector(getter: A.title): property selectors") == true)
    }

    @Test func runtimeLookupsAndStringSelectorsAreRefused() {
        let errors = diagnostics(
            """
            import UIKit
            class A: NSObject {
                func f(_ d: NSObject) {
                    if d.responds(to: #selector(f(_:))) {}
                    let s = Selector("f:")
                }
            }
            """)
        #expect(errors.count == 2)
        #expect(errors[0].hasPrefix("Test.swift:4:27: error: #selector(f(_:)): `responds` looks selectors up"))
        #expect(errors[1].hasPrefix("Test.swift:5:17: error: Selector(\"f:\"): selectors made from strings"))
    }

    @Test func aSelectorOutsideATypeMustNameItsType() throws {
        #expect(diagnostics("import UIKit\nlet s = #selector(tap)\n").first?.contains("has no `Self`") == true)
        #expect(try ported("import UIKit\nlet s = #selector(Card.tap)\n") == "import Flipbook\nlet s = Card.tap\n")
        #expect(
            diagnostics("import UIKit\nclass A { let s = #selector(model.tap) }\n").first?.contains("not a type")
                == true)
    }
}
