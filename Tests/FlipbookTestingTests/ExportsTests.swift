import FlipbookTesting
import Testing

@Suite struct FlipbookTestingExportsTests {
    @Test func reExportsFlipbook() {
        #expect(Bitmap(width: 1, height: 1).pixels.count == 4)
    }
}
