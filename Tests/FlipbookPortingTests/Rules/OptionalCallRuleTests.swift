import FlipbookPorting
import Testing

@Suite struct OptionalCallRuleTests {
    static let delegate = """
        import UIKit
        @objc protocol SheetDelegate {
            @objc optional func sheetDidDismiss(_ sheet: Sheet)
            @objc optional func sheet(_ sheet: Sheet, heightFor width: CGFloat) -> CGFloat
            @objc optional var grabberWidth: CGFloat { get }
            @objc optional func animate(_ sheet: Sheet, completion: () -> Void)
        }
        """

    @Test func optionalCallsLoseTheirQuestionMark() throws {
        let calls = """
            import UIKit
            final class Sheet {
                weak var delegate: SheetDelegate?
                var strong: SheetDelegate!
                func dismiss(_ other: SheetDelegate) {
                    delegate?.sheetDidDismiss?(self)
                    other.sheetDidDismiss?(self)
                    let a = delegate?.sheet?(self, heightFor: 10) ?? 300
                    let b = other.sheet?(self, heightFor: 10) ?? 300
                    let c = other.sheet?(self, heightFor: 10)
                    let w = delegate?.grabberWidth ?? 36
                    let v = delegate?.grabberWidth?.rounded()
                    delegate?.animate?(self) { print("done") }
                    if let f = delegate?.sheetDidDismiss { f(self) }
                    closure?(self)
                }
                var closure: ((Sheet) -> Void)?
            }
            """
        let expected = """
            import Flipbook
            final class Sheet {
                weak var delegate: SheetDelegate?
                var strong: SheetDelegate!
                func dismiss(_ other: SheetDelegate) {
                    delegate?.sheetDidDismiss(self)
                    other.sheetDidDismiss(self)
                    let a = delegate?.sheet(self, heightFor: 10) ?? 300
                    let b = other.sheet(self, heightFor: 10)
                    let c = Optional(other.sheet(self, heightFor: 10))
                    let w = delegate?.grabberWidth ?? 36
                    let v = delegate?.grabberWidth.rounded()
                    delegate?.animate(self) { print("done") }
                    if let f = delegate?.sheetDidDismiss { f(self) }
                    closure?(self)
                }
                var closure: ((Sheet) -> Void)?
            }
            """
        let output = try ported(["Delegate.swift": Self.delegate, "Sheet.swift": calls])
        #expect(output["Sheet.swift"] == expected)
        #expect(
            output["Delegate.swift"]?.contains(
                "func sheet(_ sheet: Sheet, heightFor width: CGFloat) -> CGFloat { 300 }") == true)
        #expect(output["Delegate.swift"]?.contains("var grabberWidth: CGFloat { 36 }") == true)
    }

    @Test func bindingsOfANonOptionalReceiverStayOptional() throws {
        let calls = """
            import UIKit
            func f(sheet: Sheet, other: SheetDelegate, maybe: SheetDelegate?) {
                if let f = other.sheetDidDismiss { f(sheet) }
                guard let w = other.grabberWidth, let g = maybe?.sheetDidDismiss else { return }
                if let h = other.animate, let s = other.sheet { h(sheet) {}; _ = s(sheet, w) }
                _ = g
            }
            """
        let expected = """
            import Flipbook
            func f(sheet: Sheet, other: SheetDelegate, maybe: SheetDelegate?) {
                if let f = Optional(other.sheetDidDismiss) { f(sheet) }
                guard let w = Optional(other.grabberWidth), let g = maybe?.sheetDidDismiss else { return }
                if let h = Optional(other.animate), let s = Optional(other.sheet) { h(sheet) {}; _ = s(sheet, w) }
                _ = g
            }
            """
        let output = try ported(["Delegate.swift": Self.delegate, "Calls.swift": calls])
        #expect(output["Calls.swift"] == expected)
    }

    @Test func callsWithOtherLabelsAreLeftAlone() throws {
        let calls = "import UIKit\nfunc f(x: Thing) { x.sheet?(1, other: 2) }\n"
        let output = try ported(["Delegate.swift": Self.delegate, "Calls.swift": calls])
        #expect(output["Calls.swift"] == "import Flipbook\nfunc f(x: Thing) { x.sheet?(1, other: 2) }\n")
    }
}
