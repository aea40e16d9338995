import Foundation
import Testing

@testable import FlipbookScenes

/// Every field of `keyframes:` tracks, view states, transforms and `match:` is checked where it is written,
/// with "did you mean" for misspelt names, and reported all at once.
@Suite struct SceneKeyframeErrorTests {
    @Test func everyFieldIsCheckedAtItsLocation() {
        let text = """
            controllers:
              inbox:
                views:
                  - {id: photo, frame: [0, 0, 10, 10], match: hero}
                  - {frame: [0, 0, 10, 10], match: hero}
              detail:
                views:
                  - {id: card, frame: [0, 0, 10, 10], match: 5}
            root: {navigation: [inbox]}
            transition:
              operation: push
              to: detail
              keyframes:
                - {view: tp, from: {alpha: 0}}
                - {view: to.crad, from: {alpah: 0}}
                - {view: from.phot, to: {transform: {rotat: 3}}}
                - {view: to, from: {alpha: 2, cornerRadius: -1, color: nope, frame: [1, 2], center: [1, 2]}}
                - {view: to, to: {transform: {translate: [1], scale: {x: 1}, perspective: 0}}, keyframes: []}
                - {view: to, keyframes: [{alpha: 1, duration: 0}, {delay: -1}], spring: {damping: 0.5}}
                - {view: to}
                - {view: to, hidden: yes, snapshot: 1, duration: 100, delay: -1, curve: bounce}
                - {view: to, keyframes: [{alpha: 1}, {alpha: 0}], curve: [0.1, 0.2, 0.3, 0.4]}
                - {view: to, frm: {}}
            """
        #expect(
            diagnostics(text) == [
                """
                s.yaml:5:40: controllers.inbox.views[1].match: duplicate match name "hero"; match names must be \
                unique within a controller
                """,
                """
                s.yaml:14:14: transition.keyframes[0].view: expected to, from, to.ID or from.ID (a view's id), got \
                "tp" (did you mean "to"?)
                """,
                """
                s.yaml:15:30: transition.keyframes[1].from.alpah: unknown field; expected one of frame, center, \
                transform, alpha, cornerRadius, color, mask
                """,
                """
                s.yaml:16:42: transition.keyframes[2].to.transform.rotat: unknown field; expected one of translate, \
                rotate, rotateX, rotateY, scale, perspective (did you mean "rotate"?)
                """,
                "s.yaml:17:32: transition.keyframes[3].from.alpha: expected an alpha from 0 to 1, got \"2\"",
                """
                s.yaml:17:49: transition.keyframes[3].from.cornerRadius: expected a corner radius of at least 0 and \
                at most 10000 points, got "-1"
                """,
                """
                s.yaml:17:60: transition.keyframes[3].from.color: expected a colour ("#RGB", "#RRGGBB", "#RRGGBBAA" \
                or a UIKit name such as white, systemBlue, systemGray6), got "nope"
                """,
                """
                s.yaml:17:73: transition.keyframes[3].from.frame: expected a rectangle [x, y, width, height] or {x, \
                y, width, height}, got a list of 2 values
                """,
                """
                s.yaml:17:89: transition.keyframes[3].from.center: choose one: frame and center cannot be used \
                together (a frame sets the centre)
                """,
                """
                s.yaml:18:46: transition.keyframes[4].to.transform.translate: expected a translation [x, y] or [x, \
                y, z] in points, got a list of 1 value
                """,
                """
                s.yaml:18:58: transition.keyframes[4].to.transform.scale: expected a scale factor from -100 to 100 \
                or [sx, sy], got a mapping
                """,
                """
                s.yaml:18:79: transition.keyframes[4].to.transform.perspective: expected a viewing distance in \
                points, more than 0 and at most 1000000, got "0"
                """,
                """
                s.yaml:18:95: transition.keyframes[4].keyframes: choose one: to (one state) and keyframes (a list \
                of states) cannot be used together
                """,
                """
                s.yaml:19:51: transition.keyframes[5].keyframes[0].duration: expected a duration in seconds, more \
                than 0 and at most 60, got "0"
                """,
                """
                s.yaml:19:55: transition.keyframes[5].keyframes[1]: expected at least one of frame, center, \
                transform, alpha, cornerRadius, color, mask to animate
                """,
                """
                s.yaml:19:63: transition.keyframes[5].keyframes[1].delay: expected a delay in seconds from 0 to 60, \
                got "-1"
                """,
                """
                s.yaml:20:7: transition.keyframes[6]: a track needs from, to or keyframes (or hidden: true) to \
                animate anything
                """,
                "s.yaml:21:26: transition.keyframes[7].hidden: expected true or false, got \"yes\"",
                "s.yaml:21:41: transition.keyframes[7].snapshot: expected true or false, got \"1\"",
                """
                s.yaml:21:54: transition.keyframes[7].duration: expected a duration in seconds, more than 0 and at \
                most 60, got "100"
                """,
                "s.yaml:21:66: transition.keyframes[7].delay: expected a delay in seconds from 0 to 60, got \"-1\"",
                """
                s.yaml:21:77: transition.keyframes[7].curve: expected a timing curve name or [x1, y1, x2, y2]: \
                default, linear, easeIn, easeOut, easeInEaseOut, easeInOut; got "bounce"
                """,
                """
                s.yaml:23:18: transition.keyframes[9].frm: unknown field; expected one of view, snapshot, hidden, \
                from, to, keyframes, duration, delay, curve, spring (did you mean "from"?)
                """,
            ])
    }

    @Test func tracksAreCheckedAgainstTheControllersAndUIKitsKeyframeCurves() {
        let text = """
            controllers:
              inbox:
                views:
                  - {id: photo, frame: [0, 0, 10, 10]}
              detail:
                views:
                  - {id: card, frame: [0, 0, 10, 10]}
            root: {navigation: [inbox]}
            transition:
              operation: push
              to: detail
              spring: {damping: 0.5}
              keyframes:
                - {view: to.crad, from: {alpha: 0}}
                - {view: from.phot, to: {transform: identity}}
                - {view: from.card, to: {alpha: 0}}
                - {view: to, keyframes: [{alpha: 1, duration: 0.1}, {alpha: 0}]}
                - {view: to, keyframes: [{alpha: 1}, {alpha: 0}], curve: [0.1, 0.2, 0.3, 0.4]}
                - {view: to, keyframes: [{alpha: 1}, {alpha: 0}], curve: easeOut}
            """
        #expect(
            diagnostics(text) == [
                """
                s.yaml:14:14: transition.keyframes[0].view: controller "detail" (the transition's to) has no view \
                "crad"; its named views are card
                """,
                """
                s.yaml:15:14: transition.keyframes[1].view: controller "inbox" (the transition's from) has no view \
                "phot"; its named views are photo (did you mean "from.photo"?)
                """,
                """
                s.yaml:16:14: transition.keyframes[2].view: controller "inbox" (the transition's from) has no view \
                "card"; its named views are photo
                """,
                """
                s.yaml:17:14: transition.keyframes[3].view: a track with several keyframes is paced by one of \
                UIView's curves (linear, easeIn, easeOut, easeInEaseOut), as UIView.animateKeyframes is, but the \
                transition's timing is a spring; give the track one of those curves or a single step
                """,
                """
                s.yaml:18:14: transition.keyframes[4].view: a track with several keyframes is paced by one of \
                UIView's curves (linear, easeIn, easeOut, easeInEaseOut), as UIView.animateKeyframes is, but its \
                timing is a curve with control points; give the track one of those curves or a single step
                """,
            ])
    }

    @Test func aValidSceneFileAnimatorDecodes() throws {
        let scene = try SceneLoader.parse(
            """
            controllers:
              a: {views: [{id: photo, frame: [0, 0, 10, 10], match: hero}]}
              b: {views: [{frame: [5, 5, 20, 20], match: hero}]}
            root: {navigation: [a]}
            transition:
              operation: push
              to: b
              duration: 0.5
              keyframes:
                - {view: from.photo, snapshot: true, to: {center: [1, 2], alpha: 0.5}, delay: 0.1, curve: easeIn}
                - view: to
                  from: {transform: {translate: [1, 2, 3], rotate: 10, rotateY: 20, scale: [2, 3], perspective: 400}}
                - view: from
                  hidden: true
                  keyframes: [{frame: [0, 0, 5, 5], duration: 0.2}, {color: "#FF0000", cornerRadius: 4, mask: [0, \
                  0, 1, 1], delay: 0.1}]
            """)
        guard case .keyframes(let keyframes) = scene.transition?.animation else {
            Issue.record("expected keyframes")
            return
        }
        #expect(scene.controllers[0].views[0].match == "hero")
        #expect(keyframes.tracks.count == 3)
        let snapshot = keyframes.tracks[0]
        #expect(snapshot.target == SceneTrackTarget(side: .from, viewID: "photo") && snapshot.isSnapshot)
        #expect(
            snapshot.keyframes == [SceneKeyframe(state: SceneViewState(center: ScenePoint(x: 1, y: 2), alpha: 0.5))])
        #expect(snapshot.delay == 0.1 && snapshot.timing == .curve(.easeIn))
        let turned = keyframes.tracks[1]
        #expect(
            turned.initial.transform
                == SceneTransform(
                    translation: ScenePoint(x: 1, y: 2), translationZ: 3, rotation: 10, rotationY: 20,
                    scale: ScenePoint(x: 2, y: 3), perspective: 400))
        #expect(
            turned.keyframes == [SceneKeyframe(state: nil)], "a track with only from returns to the view's own state")
        let steps = keyframes.tracks[2]
        #expect(steps.isHiddenDuringTransition && steps.target == SceneTrackTarget(side: .from))
        #expect(steps.keyframes.map(\.duration) == [0.2, nil] && steps.keyframes.map(\.delay) == [0, 0.1])
        #expect(steps.keyframes[1].state?.mask == SceneRect(x: 0, y: 0, width: 1, height: 1))
    }
}
