import Testing

@testable import Flipbook

/// At 0 % every effect shows exactly the old rendering and at 100 % exactly the new one; in between
/// every effect produces well-formed, finite geometry for every direction and for awkward sizes.
@Suite struct EffectEndpointTests {
    static let subtypes: [CATransitionSubtype?] = [nil, .fromLeft, .fromRight, .fromTop, .fromBottom]

    @Test(arguments: CATransitionType.allKnown)
    func startIsTheOldImageAndEndTheNew(type: CATransitionType) throws {
        let effect = try type.effect()
        for subtype in Self.subtypes {
            for (progress, expected) in [
                (0.0, TransitionTestScreens.old), (-0.5, TransitionTestScreens.old),
                (1.0, TransitionTestScreens.new), (1.5, TransitionTestScreens.new),
            ] {
                let items = effect.items(for: try TransitionTestScreens.frame(subtype, progress: progress))
                #expect(items.count == 1)
                let image = try #require(items.first?.imageItem)
                #expect(image.image === expected)
                #expect(image.rect == Rect(x: 0, y: 0, width: 120, height: 180))
                #expect(image.transform == .identity && image.opacity == 1 && image.sourceRect == nil)
            }
        }
    }

    @Test(arguments: CATransitionType.allKnown)
    func interiorFramesAreWellFormed(type: CATransitionType) throws {
        let effect = try type.effect()
        let old = TransitionTestScreens.old
        let new = TransitionTestScreens.new
        for (w, h) in [(120.0, 180.0), (1, 1), (1000, 3), (3, 1000), (0.5, 0.25)] {
            for subtype in Self.subtypes {
                for p in [1e-9, 0.01, 0.25, 0.5, 0.5 + 1e-12, 0.75, 0.99, 1 - 1e-9] {
                    let frame = try TransitionFrame(
                        oldImage: old, newImage: new, width: w, height: h,
                        subtype: subtype, progress: p)
                    let items = effect.items(for: frame)
                    #expect(allFinite(items), "\(type) \(String(describing: subtype)) \(w)×\(h) p=\(p)")
                }
            }
        }
    }

    @Test(arguments: CATransitionType.allKnown)
    func effectsAreDeterministic(type: CATransitionType) throws {
        let frame = try TransitionTestScreens.frame(.fromTop, progress: 0.37)
        let a = try type.effect().items(for: frame)
        let b = try type.effect().items(for: frame)
        #expect("\(a)" == "\(b)")
    }
}
