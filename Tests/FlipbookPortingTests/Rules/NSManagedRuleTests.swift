import FlipbookPorting
import Testing

@Suite struct NSManagedRuleTests {
    @Test func layerPropertiesBecomeKeyValueAccessors() throws {
        let input = """
            import UIKit

            class ProgressLayer: CALayer {
                @NSManaged var progress: CGFloat
                @NSManaged public var tint: CGColor?
            }

            final class RingLayer: ProgressLayer {
                @NSManaged var isOn: Bool
            }
            """
        let expected = """
            import Flipbook

            class ProgressLayer: CALayer {
                var progress: CGFloat {
                    get { value(forKey: "progress") as? CGFloat ?? 0 }
                    set { setValue(newValue, forKey: "progress") }
                }
                public var tint: CGColor? {
                    get { value(forKey: "tint") as? CGColor }
                    set { setValue(newValue, forKey: "tint") }
                }
            }

            final class RingLayer: ProgressLayer {
                var isOn: Bool {
                    get { value(forKey: "isOn") as? Bool ?? false }
                    set { setValue(newValue, forKey: "isOn") }
                }
            }
            """
        #expect(try ported(input) == expected)
    }

    @Test func aTypeWithoutAZeroIsRefused() {
        let errors = diagnostics("import UIKit\nclass L: CALayer {\n    @NSManaged var style: Style\n}\n")
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.hasPrefix("Test.swift:3:20: error: @NSManaged var style: Style: `Style` has no obvious")
                == true)
    }

    @Test func outsideALayerItIsRefused() {
        let errors = diagnostics("import UIKit\nclass Item: NSManagedObject {\n    @NSManaged var name: String\n}\n")
        #expect(errors.first?.hasPrefix("Test.swift:3:5: error: @NSManaged var: `@NSManaged` is ported only") == true)
    }
}
