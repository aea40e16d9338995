import FlipbookPorting
import Testing

@Suite struct ImportRuleTests {
    @Test func uiKitFamilyBecomesOneFlipbookImport() throws {
        let input = """
            import CoreGraphics
            import Foundation
            import QuartzCore
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            import class UIKit.UIView

            let x = 1
            """
        let expected = """
            import Flipbook

            let x = 1
            """
        #expect(try ported(input) == expected)
    }

    @Test func attributesOfTheImportStay() throws {
        #expect(try ported("@preconcurrency import UIKit\n") == "@preconcurrency import Flipbook\n")
    }

    @Test func aFileWithoutImportsGetsFlipbookBelowItsHeader() throws {
        let input = """
            // Sheet.swift
            // Copyright someone

            /// A sheet.
            final class Sheet: UIView {}
            """
        let expected = """
            // Sheet.swift
            // Copyright someone

            import Flipbook

            /// A sheet.
            final class Sheet: UIView {}
            """
        #expect(try ported(input) == expected)
        #expect(try ported("final class Sheet: UIView {}\n") == "import Flipbook\n\nfinal class Sheet: UIView {}\n")
        #expect(try rules("let x = 1\n") == [.moduleImport])
    }

    @Test func foundationBecomesFlipbookWhichReexportsIt() throws {
        #expect(try ported("import Foundation\n\nlet x = 1\n") == "import Flipbook\n\nlet x = 1\n")
        #expect(try ported("import UIKit\nimport Foundation\n") == "import Flipbook\n")
    }

    @Test func anExistingFlipbookImportIsKeptOnce() throws {
        #expect(try ported("import Flipbook\nimport UIKit\nimport Flipbook\n") == "import Flipbook\n")
    }
}
