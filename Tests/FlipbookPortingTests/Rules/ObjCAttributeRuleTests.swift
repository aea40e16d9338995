import FlipbookPorting
import Testing

@Suite struct ObjCAttributeRuleTests {
    @Test func runtimeAndInterfaceBuilderAttributesGo() throws {
        let input = """
            import UIKit

            @objcMembers
            @IBDesignable final class Sheet: UIView {
                @IBOutlet weak var handle: UIView!
                @IBInspectable var radius: CGFloat = 12
                @objc public dynamic var tint: UIColor = .red
                @objc(dismissSheet:)
                func dismiss(_ sender: Any) {}
                /// Taps.
                @objc func tap() {}
                @IBAction func close(_ sender: UIButton) {}
                @nonobjc func plain() {}
                @objc // kept comment
                func commented() {}
            }
            """
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
            """
        #expect(try ported(input) == expected)
    }

    @Test func objcProtocolsStayClassBound() throws {
        let input = """
            import UIKit
            @objc protocol A {}
            @objc protocol B: NSObjectProtocol {}
            @objc public protocol C: Equatable {}
            protocol D {}
            """
        let expected = """
            import Flipbook
            protocol A: AnyObject {}
            protocol B: NSObjectProtocol {}
            public protocol C: Equatable, AnyObject {}
            protocol D {}
            """
        #expect(try ported(input) == expected)
    }
}
