import FlipbookPorting
import Testing

@Suite struct OptionalRequirementRuleTests {
    @Test func optionalRequirementsGetDefaultImplementations() throws {
        let input = """
            import UIKit

            @objc public protocol SheetDelegate: AnyObject {
                func sheetDidAppear(_ sheet: Sheet)
                @objc optional func sheetDidDismiss(_ sheet: Sheet)
                @objc optional func sheet(_ sheet: Sheet, heightFor width: CGFloat) -> CGFloat
                @objc optional func title(for sheet: Sheet) -> String?
                @objc optional var prefersGrabber: Bool { get }
            }
            """
        let expected = """
            import Flipbook

            public protocol SheetDelegate: AnyObject {
                func sheetDidAppear(_ sheet: Sheet)
                func sheetDidDismiss(_ sheet: Sheet)
                func sheet(_ sheet: Sheet, heightFor width: CGFloat) -> CGFloat
                func title(for sheet: Sheet) -> String?
                var prefersGrabber: Bool { get }
            }

            extension SheetDelegate {
                public func sheetDidDismiss(_ sheet: Sheet) {}
                public func sheet(_ sheet: Sheet, heightFor width: CGFloat) -> CGFloat { 0 }
                public func title(for sheet: Sheet) -> String? { nil }
                public var prefersGrabber: Bool { false }
            }
            """
        #expect(try ported(input) == expected)
    }

    @Test func theDefaultIsWhatEveryCallerFallsBackOn() throws {
        let files = [
            "Delegate.swift": """
            import UIKit
            @objc protocol PopDelegate {
                @objc optional func popShouldBegin(_ pop: Pop) -> Bool
            }
            """,
            "Pop.swift": """
            import UIKit
            final class Pop {
                weak var delegate: PopDelegate?
                func begin() -> Bool { delegate?.popShouldBegin?(self) ?? true }
            }
            """,
        ]
        let output = try ported(files)
        #expect(output["Delegate.swift"]?.contains("func popShouldBegin(_ pop: Pop) -> Bool { true }") == true)
        #expect(output["Pop.swift"]?.contains("delegate?.popShouldBegin(self) ?? true") == true)
    }

    @Test func aReturnWithoutSensibleDefaultIsRefused() {
        let errors = diagnostics(
            "import UIKit\n@objc protocol P {\n    @objc optional func style() -> Style\n}\n")
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasPrefix("Test.swift:3:5: error: optional requirement `style()`: it returns `Style`") == true
        )
    }
}
