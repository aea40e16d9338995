import Foundation
import Testing

@testable import Flipbook

/// Background configurations: the styles' colours and the grey of a selected row.
@MainActor @Suite struct UIBackgroundConfigurationTests {
    @Test func stylesHaveIOSColours() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == nil)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == nil)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
    }

    @Test func selectedOrHighlightedCellsTurnGrey() {
        var state = UICellConfigurationState(traitCollection: UIScreen.main.traitCollection)
        let grouped = UIBackgroundConfiguration.listGroupedCell()
        #expect(grouped.updated(for: state).backgroundColor == .secondarySystemGroupedBackground)
        state.isHighlighted = true
        #expect(grouped.updated(for: state).backgroundColor == .systemGray4)
        state.isHighlighted = false
        state.isSelected = true
        #expect(grouped.updated(for: state).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: state).backgroundColor == .systemBlue)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: state).backgroundColor == nil)
    }

    @Test func statesCompareByTheirFlags() {
        let traits = UIScreen.main.traitCollection
        var a = UICellConfigurationState(traitCollection: traits)
        let b = UICellConfigurationState(traitCollection: traits)
        #expect(a == b)
        a.isSelected = true
        #expect(a != b)
    }
}
