import Testing

@testable import Flipbook

/// fade, moveIn, push and reveal: where each image is and how opaque, per direction.
@Suite struct SlideEffectTests {
    typealias Offset = (x: Double, y: Double)

    /// (image, offset) pairs in paint order.
    func layout(_ type: CATransitionType, _ subtype: CATransitionSubtype, _ p: Double) throws
        -> [(RasterImage, Offset, Double)]
    {
        try type.effect().items(for: try TransitionTestScreens.frame(subtype, progress: p)).map { item in
            let image = try #require(item.imageItem)
            #expect(image.transform.isAffine && image.transform.m11 == 1 && image.transform.m22 == 1)
            return (image.image, (image.transform.m41, image.transform.m42), image.opacity)
        }
    }

    /// Where the new content comes from at progress 0, as a multiple of the layer size.
    static let entry: [(CATransitionSubtype, Offset)] = [
        (.fromLeft, (-1, 0)), (.fromRight, (1, 0)), (.fromTop, (0, -1)), (.fromBottom, (0, 1)),
    ]

    @Test(arguments: entry)
    func pushMovesBothImagesTogether(subtype: CATransitionSubtype, from: Offset) throws {
        let items = try layout(.push, subtype, 0.25)
        #expect(items.count == 2)
        #expect(items[0].0 === TransitionTestScreens.old && items[1].0 === TransitionTestScreens.new)
        #expect(items[0].1 == (-from.x * 0.25 * 120, -from.y * 0.25 * 180))
        #expect(items[1].1 == (from.x * 0.75 * 120, from.y * 0.75 * 180))
        #expect(items.allSatisfy { $0.2 == 1 })
    }

    @Test(arguments: entry)
    func moveInSlidesTheNewImageOverTheStillOldOne(subtype: CATransitionSubtype, from: Offset) throws {
        let items = try layout(.moveIn, subtype, 0.5)
        #expect(items[0].0 === TransitionTestScreens.old && items[0].1 == (0, 0))
        #expect(items[1].0 === TransitionTestScreens.new && items[1].1 == (from.x * 60, from.y * 90))
    }

    @Test(arguments: entry)
    func revealSlidesTheOldImageOffTheStillNewOne(subtype: CATransitionSubtype, from: Offset) throws {
        let items = try layout(.reveal, subtype, 0.75)
        #expect(items[0].0 === TransitionTestScreens.new && items[0].1 == (0, 0))
        #expect(items[1].0 === TransitionTestScreens.old && items[1].1 == (-from.x * 90, -from.y * 135))
    }

    @Test(arguments: entry)
    func fadeIgnoresTheSubtype(subtype: CATransitionSubtype, from: Offset) throws {
        let items = try layout(.fade, subtype, 0.3)
        #expect(items.map(\.1.x) == [0, 0] && items.map(\.1.y) == [0, 0])
        // Opaque new content over the opaque old: an exact linear blend.
        #expect(items.map(\.2) == [1, 0.3])
    }

    @Test func fadeFadesTheOldContentOutWhenTheNewIsTranslucent() throws {
        let clear = RasterImage(bitmap: Bitmap(width: 2, height: 2), name: "clear")
        let frame = try TransitionTestScreens.frame(progress: 0.3, new: clear)
        let opacities = try CATransitionType.fade.effect().items(for: frame).compactMap { $0.imageItem?.opacity }
        #expect(opacities.count == 2 && abs(opacities[0] - 0.7) < 1e-12 && opacities[1] == 0.3)
    }
}
