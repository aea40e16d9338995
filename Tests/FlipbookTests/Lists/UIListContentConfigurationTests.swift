import Foundation
import Testing

@testable import Flipbook

/// List content configurations: iOS 17's styles and how ``UIListContentView`` lays them out.
@MainActor @Suite struct UIListContentConfigurationTests {
    @Test func cellIsBodyTextIn44Points() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Wi-Fi"
        #expect(configuration.textProperties.font.pointSize == 17)
        #expect(configuration.textProperties.color == .label)
        let view = UIListContentView(configuration: configuration)
        #expect(view.sizeThatFits(CGSize(width: 358, height: 0)).height == 44)
    }

    @Test func subtitleStacksTheSecondaryTextBelow() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Subtitle"
        #expect(configuration.secondaryTextProperties.font.pointSize == 15)
        #expect(configuration.secondaryTextProperties.color == .secondaryLabel)
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 358, height: view.sizeThatFits(CGSize(width: 358, height: 0)).height)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.count == 2)
        #expect(labels[1].frame.minY >= labels[0].frame.maxY, "the subtitle is below the text")
        #expect(labels[0].frame.minX == 16 && labels[1].frame.minX == 16)
        #expect(view.bounds.height > 44)
    }

    @Test func valueCellPutsTheValueAtTheTrailingMargin() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Wi-Fi"
        configuration.secondaryText = "Home"
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels[0].frame.minX == 16)
        #expect(abs(labels[1].frame.maxX - (358 - 16)) < 0.001)
        #expect(abs(labels[0].frame.midY - labels[1].frame.midY) < 0.5, "side by side, centred together")
    }

    @Test func imageColumnMovesTheText() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "General"
        configuration.image = UIImage.filled(with: .systemGray, size: CGSize(width: 22, height: 22))
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
        view.layoutIfNeeded()
        let image = view.subviews.compactMap { $0 as? UIImageView }[0]
        #expect(image.frame == CGRect(x: 16 + 3.5, y: 11, width: 22, height: 22), "centred in a 29-point column")
        #expect(view.textLeadingInset == CGFloat(16 + 29 + 16))
        configuration.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
        view.configuration = configuration
        #expect(view.textLeadingInset == CGFloat(16 + 40 + 16))
    }

    @Test func maximumSizeShrinksTheImage() {
        var properties = UIListContentConfiguration.ImageProperties()
        properties.maximumSize = CGSize(width: 20, height: 0)
        let image = UIImage.filled(with: .red, size: CGSize(width: 40, height: 30))
        #expect(properties.drawnSize(of: image) == CGSize(width: 20, height: 15))
    }

    @Test func groupedHeaderIsFootnoteInSecondaryLabel() {
        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.font.pointSize == 13)
        #expect(header.textProperties.color == .secondaryLabel)
        let footer = UIListContentConfiguration.groupedFooter()
        #expect(footer.textProperties.font.pointSize == 13)
        var prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        prominent.text = "Favourites"
        #expect(prominent.textProperties.font.pointSize == 20)
    }

    @Test func textTransformAppliesToPlainText() {
        var configuration = UIListContentConfiguration.groupedHeader()
        configuration.text = "Sharing"
        configuration.textProperties.transform = .uppercase
        #expect(configuration.resolvedText?.string == "SHARING")
    }

    @Test func sidebarCellTurnsWhiteWhenSelected() {
        var configuration = UIListContentConfiguration.sidebarCell()
        configuration.text = "Inbox"
        var state = UICellConfigurationState(traitCollection: UIScreen.main.traitCollection)
        #expect(configuration.updated(for: state).textProperties.color == .label)
        state.isSelected = true
        #expect(configuration.updated(for: state).textProperties.color == .white)
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == .label)
    }

    @Test func contentViewRefusesOtherConfigurations() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: any UIConfigurationState) -> Other { self }
        }
        let view = UIListContentView(configuration: .cell())
        #expect(view.supports(UIListContentConfiguration.valueCell()))
        #expect(!view.supports(Other()))
    }
}
