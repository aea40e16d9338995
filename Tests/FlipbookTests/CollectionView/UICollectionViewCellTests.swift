import Foundation
import Testing

@testable import Flipbook

/// A collection view cell's own views: the content view, and the view drawing a background configuration,
/// made when the cell first has one.
@MainActor @Suite struct UICollectionViewCellTests {
    @Test func theBackgroundConfigurationViewIsMadeOnFirstUseBelowTheContent() {
        World().run {
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(cell.subviews.count == 1 && cell.subviews[0] === cell.contentView, "no background view yet")
            let back = UIView()
            cell.backgroundView = back
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = .systemRed
            cell.backgroundConfiguration = background
            #expect(cell.subviews.count == 3)
            #expect(cell.subviews.first === back, "behind everything")
            let host = cell.subviews[1]
            #expect(host is ListBackgroundView && !host.isHidden && host.frame == cell.bounds)
            #expect(cell.subviews.last === cell.contentView)
            cell.backgroundConfiguration = nil
            #expect(host.isHidden && cell.subviews.count == 3, "hidden, not removed, without a configuration")
        }
    }
}
