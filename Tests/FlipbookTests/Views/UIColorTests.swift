import Foundation
import Testing

@testable import Flipbook

@Suite struct UIColorTests {
    private func rgba(_ c: UIColor) -> [CGFloat] {
        var r: CGFloat = -1
        var g: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test func initializers() {
        #expect(rgba(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)) == [0.1, 0.2, 0.3, 0.4])
        #expect(rgba(UIColor(white: 0.5, alpha: 1)) == [0.5, 0.5, 0.5, 1])
        let orange: [CGFloat] = [1, 128.0 / 255, 0, 1]
        #expect(rgba(UIColor(hex: 0xFF8000)) == orange)
        #expect(UIColor(hex: "#ff8000") == UIColor(hex: 0xFF8000))
        #expect(UIColor(hex: "F80") == UIColor(hex: 0xFF8800))
        #expect(rgba(UIColor(hex: "#00000080")!)[3] == 128.0 / 255)
        #expect(UIColor(hex: "#12345") == nil)
        #expect(UIColor(hex: "zzzzzz") == nil)
        #expect(UIColor(hex: "#+12345") == nil)
        let hsb = rgba(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1))
        #expect(close(hsb[0], 0) && close(hsb[1], 0) && close(hsb[2], 1))
        for hue in [CGFloat.infinity, -.infinity, .nan] {
            #expect(rgba(UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
        }
    }

    @Test func alphaAndConversions() {
        let c = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(rgba(c)[3] == 0.5)
        #expect(rgba(c)[2] == 1)
        let cg = c.cgColor
        let blue: [CGFloat] = [0, 122.0 / 255, 1, 0.5]
        #expect(cg.components == blue)
        #expect(UIColor(cgColor: cg) == c)
        var white: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
    }

    @Test func standardColours() {
        #expect(rgba(.clear) == [0, 0, 0, 0])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        let third: CGFloat = 2.0 / 3
        #expect(rgba(.lightGray) == [third, third, third, 1])
        #expect(rgba(.systemBackground) == [1, 1, 1, 1])
        let red: [CGFloat] = [1, 59.0 / 255, 48.0 / 255, 1]
        #expect(rgba(.systemRed) == red)
    }
}
