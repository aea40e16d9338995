import Foundation
import Testing

@testable import Flipbook

/// UIKit's two-index paths: section then item (or row).
@Suite struct IndexPathUIKitTests {
    @Test func itemAndRowAreTheSecondIndex() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3 && path.row == 3)
        path.row = 5
        #expect(path == IndexPath(row: 5, section: 1))
        #expect(IndexPath(item: 0, section: 2) > IndexPath(item: 9, section: 1))
    }
}
