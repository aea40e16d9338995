import FlipbookPorting
import Testing

@Suite struct ExtensionOverrideRuleTests {
    @Test func overridesMoveIntoTheClassBody() throws {
        let files = [
            "Interaction.swift": """
            import UIKit

            public final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
                var isActive = false
            }
            """,
            "Interaction+Overrides.swift": """
            import UIKit

            public extension SwipeInteraction {
                /// Starts.
                @objc override func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
                    super.startInteractiveTransition(context)
                }

                override func cancel() { super.cancel() }
            }

            extension SwipeInteraction {
                override func finish() { super.finish() }

                func helper() {}
            }
            """,
        ]
        let output = try ported(files)
        #expect(
            output["Interaction.swift"] == """
                import Flipbook

                public final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
                    var isActive = false

                    /// Starts.
                    public override func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
                        super.startInteractiveTransition(context)
                    }

                    public override func cancel() { super.cancel() }

                    override func finish() { super.finish() }
                }
                """)
        #expect(
            output["Interaction+Overrides.swift"] == """
                import Flipbook

                extension SwipeInteraction {
                    func helper() {}
                }
                """)
    }

    @Test func anOverrideOfAClassNotBeingPortedIsRefused() {
        let errors = diagnostics("import UIKit\nextension UIViewController {\n    override func viewDidLoad() {}\n}\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Test.swift:3:5: error: override in an extension of UIViewController:") == true)
    }
}

@Suite struct ExtensionOverrideFileTests {
    @Test func aFileLeftWithoutCodeStillImportsFlipbook() throws {
        let output = try ported([
            "A.swift": "import UIKit\nclass A: UIView {\n}\n",
            "B.swift": "extension A {\n    override func layoutSubviews() {}\n}\n",
        ])
        #expect(output["A.swift"] == "import Flipbook\nclass A: UIView {\n\n    override func layoutSubviews() {}\n}\n")
        #expect(output["B.swift"] == "import Flipbook\n\n")
    }
}
