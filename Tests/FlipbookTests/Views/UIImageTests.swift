import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIImageTests {
    @Test func sizeIsPixelsOverScale() {
        let image = UIImage(bitmap: Bitmap(width: 30, height: 60), scale: 3)
        #expect(image.size == CGSize(width: 10, height: 20))
        #expect(UIImage(cgImage: image.cgImage!, scale: 0).scale == 1)
    }

    @Test func solidAndGradientHelpers() {
        let solid = UIImage.filled(with: .red, size: CGSize(width: 2, height: 3), scale: 2)
        #expect(solid.cgImage!.width == 4 && solid.cgImage!.height == 6)
        #expect(solid.cgImage!.rasterImage.bitmap[1, 1] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        let g = UIImage.linearGradient(colors: [.black, .white], size: CGSize(width: 1, height: 4))
        let column = (0..<4).map { g.cgImage!.rasterImage.bitmap[0, $0].r }
        #expect(column == [32, 96, 159, 223])
        let horizontal = UIImage.linearGradient(
            colors: [.red, .blue], size: CGSize(width: 2, height: 1),
            startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        #expect(horizontal.cgImage!.rasterImage.bitmap[0, 0].r > horizontal.cgImage!.rasterImage.bitmap[0, 0].b)
        #expect(
            UIImage.linearGradient(colors: [], size: CGSize(width: 1, height: 1)).cgImage!.rasterImage.bitmap[0, 0].a
                == 0)
    }

    @Test func imageViewSizesToItsImageAndSetsLayerContents() {
        let image = UIImage.filled(with: .blue, size: CGSize(width: 20, height: 10), scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.layer.contents as? CGImage === image.cgImage)
        #expect(view.layer.contentsScale == 2)
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        view.image = nil
        #expect(view.layer.contents == nil)
        #expect(!view.isUserInteractionEnabled)
    }
}
