import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// System images: SF Symbols names resolve to the committed icon set, sized and weighted by their symbol
/// configuration, drawn as templates in the tint colour; unknown names are nil and missing symbols draw a
/// placeholder, reported once.
@MainActor
@Suite struct UIImageSystemNameTests {
    /// The share of a symbol image's pixels that are covered (alpha above half).
    func coverage(_ image: UIImage) -> Double {
        let bitmap = image.cgImage!.rasterImage.bitmap
        var covered = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].a > 127 { covered += 1 }
        }
        return Double(covered) / Double(bitmap.width * bitmap.height)
    }

    @Test func aSymbolNameGivesATemplateSymbolImage() throws {
        let image = try #require(UIImage(systemName: "heart.fill"))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .automatic)
        #expect(abs(image.size.width - 20.4) < 1e-9 && image.size.width == image.size.height, "17 pt body text")
        #expect(image.symbolConfiguration != nil)
        #expect(coverage(image) > 0.2)
        #expect(UIImage(named: "heart.fill") == nil, "system names are not files")
    }

    @Test func aNameThatIsNoSymbolIsNil() {
        #expect(UIImage(systemName: "definitely.not.a.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "Heart.fill") == nil, "names are case-sensitive")
    }

    @Test func aRealSymbolTheSetLacksDrawsAPlaceholderReportedOnce() throws {
        let image = try #require(UIImage(systemName: "swift"))
        #expect(image.isSymbolImage)
        #expect(coverage(image) > 0.1, "the placeholder is visible")
        let again = try #require(
            UIImage(systemName: "swift", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)))
        #expect(again.cgImage!.rasterImage.bitmap != image.cgImage!.rasterImage.bitmap)
    }

    @Test func pointSizeScaleAndWeightChangeTheImage() throws {
        let regular = try #require(UIImage(systemName: "plus"))
        let large = try #require(
            UIImage(
                systemName: "plus",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .regular, scale: .large)))
        #expect(abs(large.size.width - 34 * 1.2 * 1.25) < 1e-9)
        let small = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(small.size.width < regular.size.width)
        let bold = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(weight: .black)))
        let light = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(weight: .ultraLight)))
        #expect(coverage(bold) > coverage(regular) && coverage(regular) > coverage(light))
        let title = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(abs(title.size.width - 34 * 1.2) < 1e-9)
    }

    @Test func configurationsCombineAsUIKitsDo() throws {
        let sized = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        let combined = sized.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(combined.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        let restyled = combined.applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(
            restyled.isEqual(
                to: UIImage.SymbolConfiguration(textStyle: .body, scale: .large).applying(
                    UIImage.SymbolConfiguration(weight: .bold))))
        #expect(
            combined.configurationWithoutPointSizeAndWeight().isEqual(to: UIImage.SymbolConfiguration(scale: .large)))
        #expect(!sized.isEqual(to: nil))
        let image = try #require(UIImage(systemName: "star", withConfiguration: sized))
        let larger = image.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(abs(larger.size.width - 30 * 1.2 * 1.25) < 1e-9)
        #expect(larger.symbolConfiguration?.isEqual(to: combined) == true)
        #expect(image.applyingSymbolConfiguration(.unspecified)?.size == image.size)
        #expect(UIImage.filled(with: .red, size: CGSize(width: 2, height: 2)).applyingSymbolConfiguration(sized) == nil)
    }

    @Test func tintAndRenderingModeDecideTheColourAnImageViewDraws() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let symbol = try #require(UIImage(systemName: "square.fill"))
        let tinted = UIImageView(image: symbol)
        tinted.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        tinted.tintColor = .systemRed
        let fixed = UIImageView(image: symbol.withTintColor(.systemGreen))
        fixed.frame = CGRect(x: 30, y: 0, width: 30, height: 30)
        fixed.tintColor = .systemRed
        window.addSubview(tinted)
        window.addSubview(fixed)
        #expect(symbol.withTintColor(.systemGreen).renderingMode == .alwaysOriginal)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        var frame = recorder.snapshot()
        #expect(frame[15, 15] == UIColor.systemRed.cgColor.rasterColor.premultiplied)
        #expect(frame[45, 15] == UIColor.systemGreen.cgColor.rasterColor.premultiplied)
        tinted.tintColor = .systemBlue
        frame = recorder.snapshot()
        #expect(frame[15, 15] == UIColor.systemBlue.cgColor.rasterColor.premultiplied, "a new tint redraws")
        tinted.image = symbol.withRenderingMode(.alwaysOriginal)
        frame = recorder.snapshot()
        #expect(frame[15, 15] == UIColor.black.cgColor.rasterColor.premultiplied, "original symbols are black")
        tinted.image = UIImage(
            systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.systemOrange]))
        frame = recorder.snapshot()
        #expect(frame[15, 15] == UIColor.systemOrange.cgColor.rasterColor.premultiplied, "palette colours win")
    }

    @Test func templateBitmapsAreFilledWithTheTint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIImageView(
            image: UIImage.filled(with: .black, size: CGSize(width: 10, height: 10)).withRenderingMode(.alwaysTemplate))
        view.frame = window.bounds
        view.tintColor = .systemPink
        window.addSubview(view)
        window.makeKeyAndVisible()
        let frame = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot()
        #expect(frame[5, 5] == UIColor.systemPink.cgColor.rasterColor.premultiplied)
    }
}
