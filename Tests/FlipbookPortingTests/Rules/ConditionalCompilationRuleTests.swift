import FlipbookPorting
import Testing

@Suite struct ConditionalCompilationRuleTests {
    @Test func platformConditionsKeepTheIOSBranch() throws {
        let input = """
            #if canImport(UIKit)
            import UIKit
            #else
            import AppKit
            #endif

            final class Card: UIView {
                #if os(iOS) || os(tvOS)
                var a = 1
                #elseif os(macOS)
                var a = 2
                #endif
                #if !os(macOS) && canImport(QuartzCore)
                var b = 1
                #endif
                #if os(macOS)
                var c = 1
                #endif
                #if DEBUG
                var d = 1
                #endif
            }
            """
        let expected = """
            import Flipbook

            final class Card: UIView {
                var a = 1
                var b = 1
                #if DEBUG
                var d = 1
                #endif
            }
            """
        #expect(try ported(input) == expected)
    }

    @Test func elseBranchIsKeptWhenTheConditionIsFalseOnIOS() throws {
        let input = """
            import UIKit
            #if os(macOS)
            let a = 1
            #elseif targetEnvironment(macCatalyst)
            let a = 2
            #else
            let a = 3
            #endif
            """
        #expect(try ported(input) == "import Flipbook\nlet a = 3\n")
    }

    @Test func anUndecidedConditionBeforeTheDecisionLeavesTheBlock() throws {
        let input = "import UIKit\n#if DEBUG\nlet a = 1\n#elseif os(iOS)\nlet a = 2\n#endif\n"
        #expect(try ported(input) == "import Flipbook" + input.dropFirst("import UIKit".count))
    }

    @Test func codeInDroppedBranchesIsNotPorted() throws {
        // AppKit code is never looked at: its `#selector(getter:)` would otherwise be refused.
        let input = "import UIKit\n#if os(macOS)\nlet s = #selector(getter: NSView.frame)\n#endif\nlet b = 1\n"
        #expect(try ported(input) == "import Flipbook\nlet b = 1\n")
    }
}
