import FlipbookTesting
import Testing

@testable import Flipbook

/// Rendered effects: exact at both ends, and golden frames at ¼, ½ and ¾ of a one-second transition
/// (progress = time, linear), for every type and every subtype it honours.
@Suite struct EffectPixelTests {
    static let subtypes: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
    /// Types that ignore the subtype; their goldens carry no subtype in the name.
    static let undirected: Set<CATransitionType> = [
        .fade, .rippleEffect, .suckEffect, .cameraIrisHollowOpen, .cameraIrisHollowClose,
    ]

    @Test(arguments: CATransitionType.allKnown)
    func startAndEndArePixelExact(type: CATransitionType) throws {
        for subtype in [nil] + Self.subtypes {
            let start = try EffectRendering.frame(type, subtype, progress: 0, background: .clear)
            let end = try EffectRendering.frame(type, subtype, progress: 1, background: .clear)
            #expect(start == TransitionTestScreens.old.bitmap)
            #expect(end == TransitionTestScreens.new.bitmap)
        }
    }

    @Test(arguments: CATransitionType.allKnown)
    func goldenFrames(type: CATransitionType) throws {
        // For reviewing by eye: FLIPBOOK_SHEETS=<folder> also writes a contact sheet per type.
        try EffectRendering.writeSheetIfRequested(type, subtypes: Self.subtypes)
        let directed = !Self.undirected.contains(type)
        for subtype in directed ? Self.subtypes : [.fromLeft] {
            let name = directed ? "\(type.rawValue)-\(subtype.rawValue)" : type.rawValue
            for time in [0.25, 0.5, 0.75] {
                let frame = try EffectRendering.frame(type, subtype, progress: time)
                // Every interior frame differs from both ends: something is moving.
                #expect(frame != TransitionTestScreens.old.bitmap && frame != TransitionTestScreens.new.bitmap)
                assertGolden(frame, named: name, at: time, suite: "catransition")
            }
        }
    }

    @Test(arguments: [CATransitionType.fade, .rippleEffect, .suckEffect, .cameraIrisHollowOpen, .cameraIrisHollowClose])
    func undirectedTypesIgnoreTheSubtype(type: CATransitionType) throws {
        for p in [0.3, 0.6] {
            let reference = try EffectRendering.frame(type, nil, progress: p)
            for subtype in Self.subtypes { #expect(try EffectRendering.frame(type, subtype, progress: p) == reference) }
        }
    }

    @Test(arguments: [CATransitionType.moveIn, .push, .reveal, .cube, .oglFlip, .pageCurl, .pageUnCurl])
    func directedTypesHonourTheSubtype(type: CATransitionType) throws {
        let frames = try Self.subtypes.map { try EffectRendering.frame(type, $0, progress: 0.3) }
        for i in frames.indices { for j in frames.indices where i < j { #expect(frames[i] != frames[j]) } }
        // No subtype is fromLeft.
        #expect(try EffectRendering.frame(type, nil, progress: 0.3) == frames[0])
    }
}
