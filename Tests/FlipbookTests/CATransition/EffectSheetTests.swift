import Testing
@testable import Flipbook

/// Contact sheets for reviewing the effects by eye (written only when `FLIPBOOK_SHEETS` is set).
@Suite struct EffectSheetTests {
    @Test(arguments: CATransitionType.allKnown)
    func sheet(type: CATransitionType) throws {
        try EffectRendering.writeSheetIfRequested(type, subtypes: [.fromLeft, .fromRight, .fromTop, .fromBottom])
    }
}
