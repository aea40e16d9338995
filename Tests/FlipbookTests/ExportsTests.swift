import Flipbook
import Testing

@Suite struct ExportsTests {
    @Test func flipbookReExportsRasterTypes() {
        let list = DisplayList(width: 4, height: 4)
        #expect(list.items.isEmpty)
    }
}
