import Foundation
import Testing

@testable import FlipbookScenes

/// Exact diagnostics: file:line:column: field: message.
@Suite struct SceneErrorTests {
    @Test func yamlSyntaxErrorNamesLineAndColumn() {
        #expect(
            diagnostics("controllers:\n  home: {}\nroot: [a\n") == [
                """
                s.yaml:4:1: invalid YAML: did not find expected ',' or \
                ']' (while parsing a flow sequence at line 3, column 7)
                """
            ])
    }

    @Test func emptyFile() {
        #expect(
            diagnostics("") == [
                "s.yaml: the file is empty; expected a scene (a mapping with controllers, root, transition…)"
            ])
    }

    @Test func documentMustBeAMapping() {
        #expect(
            diagnostics("- a\n- b\n") == [
                "s.yaml:1:1: expected a scene (a mapping with controllers, root, transition…), got a list"
            ])
    }

    @Test func missingRequiredSections() {
        #expect(
            diagnostics("fps: 30\n") == [
                "s.yaml:1:1: controllers: missing; expected a mapping from controller names to controllers",
                """
                s.yaml:1:1: root: missing; expected the window's root: \
                {controller: NAME}, {navigation: [NAMES]} or {tabs: [NAMES]}
                """,
            ])
    }

    @Test func unknownFieldSuggestsTheClosest() {
        #expect(
            diagnostics(
                """
                controllers:
                  home:
                    views:
                      - frame: [0, 0, 10, 10]
                        colour: red
                root: {controller: home}
                """) == [
                    """
                    s.yaml:5:9: controllers.home.views[0].colour: unknown field; expected one of id, frame, color, \
                    cornerRadius, alpha, hidden, clipsToBounds, image, contentMode, shadow, border, gradient, path, \
                    blur, text, subviews, match, grid, symbol, switch, dynamics, scroll, segmented, slider, progress, \
                    activity (did you mean "color"?)
                    """
                ])
    }

    @Test func duplicateFieldIsReportedAtTheSecondOne() {
        #expect(
            diagnostics("fps: 30\nfps: 60\ncontrollers: {home: {}}\nroot: {controller: home}\n") == [
                "s.yaml:2:1: fps: duplicate field; each field may appear once"
            ])
    }

    @Test func wrongScalarTypes() {
        #expect(
            diagnostics(
                """
                fps: sixty
                screen: {width: "390", scale: 5}
                controllers:
                  home:
                    views:
                      - frame: [0, 0, 10]
                        alpha: 1.5
                        hidden: yes
                        cornerRadius: -2
                root: {controller: home}
                """) == [
                    "s.yaml:1:6: fps: expected frames per second, a whole number from 1 to 240, got \"sixty\"",
                    "s.yaml:2:17: screen.width: expected a width in points, more than 0 and at most 4096, got \"390\"",
                    "s.yaml:2:31: screen.scale: expected a scale of 1, 2, 3 or 4, got \"5\"",
                    """
                    s.yaml:6:16: controllers.home.views[0].frame: \
                    expected a rectangle [x, y, width, height] or {x, y, width, height}, got a list of 3 values
                    """,
                    "s.yaml:7:16: controllers.home.views[0].alpha: expected an alpha from 0 to 1, got \"1.5\"",
                    "s.yaml:8:17: controllers.home.views[0].hidden: expected true or false, got \"yes\"",
                    """
                    s.yaml:9:23: controllers.home.views[0].cornerRadius: \
                    expected a corner radius of at least 0 and at most 10000 points, got "-2"
                    """,
                ])
    }

    @Test func badColours() {
        #expect(
            diagnostics(
                """
                background: "#12345"
                controllers:
                  home: {background: systemBlu}
                root: {controller: home}
                """) == [
                    """
                    s.yaml:1:13: background: expected a colour ("#RGB", "#RRGGBB", \
                    "#RRGGBBAA" or a UIKit name such as white, systemBlue, systemGray6), got "#12345"
                    """,
                    """
                    s.yaml:3:22: controllers.home.background: \
                    expected a colour ("#RGB", "#RRGGBB", "#RRGGBBAA" or a UIKit name such as white, \
                    systemBlue, systemGray6), got "systemBlu" (did you mean "systemBlue"?)
                    """,
                ])
    }

    @Test func missingFrame() {
        #expect(
            diagnostics("controllers:\n  home:\n    views:\n      - color: red\nroot: {controller: home}\n") == [
                """
                s.yaml:4:9: controllers.home.views[0].frame: missing; \
                expected a rectangle [x, y, width, height] in the superview's points
                """
            ])
    }

    @Test func fractionalPixelScreen() {
        #expect(
            diagnostics("screen: {width: 100.5, scale: 1}\ncontrollers: {home: {}}\nroot: {controller: home}\n") == [
                """
                s.yaml:1:9: screen: expected a size that is a whole \
                number of pixels at scale 1, got 100.5 × 844 pixels
                """
            ])
    }

    @Test func unknownControllerReferences() {
        #expect(
            diagnostics(
                """
                controllers: {inbox: {}, detail: {}}
                root: {navigation: [inbox, detial]}
                transition: {operation: push, to: settings, animator: basic}
                """) == [
                    """
                    s.yaml:2:28: root.navigation[1]: expected the name of a controller (inbox, detail), \
                    got "detial" (did you mean "detail"?)
                    """,
                    "s.yaml:3:35: transition.to: expected the name of a controller (inbox, detail), got \"settings\"",
                ])
    }

    @Test func controllerUsedTwice() {
        #expect(
            diagnostics("controllers: {a: {}, b: {}}\nroot: {navigation: [a, b], presented: a}\n") == [
                """
                s.yaml:2:39: root.presented: controller "a" is already used in the root; \
                each controller can appear once
                """
            ])
    }

    @Test func rootNeedsExactlyOneContainer() {
        #expect(
            diagnostics("controllers: {a: {}}\nroot: {controller: a, navigation: [a]}\n") == [
                """
                s.yaml:2:7: root: expected only one of controller, navigation, tabs or pages, \
                got controller and navigation
                """
            ])
        #expect(
            diagnostics("controllers: {a: {}}\nroot: {presented: a}\n") == [
                "s.yaml:2:7: root: expected one of controller, navigation, tabs or pages, got none"
            ])
    }

    @Test func operationMustFitTheRoot() {
        #expect(
            diagnostics(sceneWithTransition("  operation: pop", root: "controller: inbox")) == [
                """
                s.yaml:11:14: transition.operation: pop needs a navigation root \
                (root: {navigation: [NAMES]}), but the root is a single controller
                """
            ])
        #expect(
            diagnostics(sceneWithTransition("  operation: pop")) == [
                "s.yaml:11:14: transition.operation: pop needs at least two controllers on the navigation stack, got 1"
            ])
        #expect(
            diagnostics(sceneWithTransition("  operation: dismiss")) == [
                "s.yaml:11:14: transition.operation: dismiss needs a presented controller (root.presented: NAME)"
            ])
        #expect(
            diagnostics(sceneWithTransition("  operation: select\n  to: detail")) == [
                """
                s.yaml:11:14: transition.operation: \
                select needs a tabs root (root: {tabs: [NAMES]}) or a pages root (root: {pages: [NAMES]}), \
                but the root is a navigation stack
                """
            ])
        #expect(
            diagnostics(sceneWithTransition("  operation: push\n  to: inbox")) == [
                """
                s.yaml:12:7: transition.to: controller "inbox" is already on screen in the root; \
                push needs a controller that is not
                """
            ])
    }

    @Test func operationNeedsItsTarget() {
        #expect(
            diagnostics(sceneWithTransition("  operation: present")) == [
                "s.yaml:11:3: transition.to: missing; expected the name of the controller to present"
            ])
        #expect(
            diagnostics(sceneWithTransition("  operation: pop\n  to: inbox", root: "navigation: [inbox, detail]")) == [
                "s.yaml:12:7: transition.to: pop takes no \"to\"; it pops the top of the navigation stack"
            ])
        #expect(
            diagnostics(sceneWithTransition("  operation: shove\n  to: detail")) == [
                """
                s.yaml:11:14: transition.operation: expected an operation: \
                push, pop, present, dismiss, select; got "shove"
                """
            ])
    }

    @Test func selectingTheSelectedTab() {
        #expect(
            diagnostics(sceneWithTransition("  operation: select\n  to: inbox", root: "tabs: [inbox, detail]")) == [
                "s.yaml:12:7: transition.to: tab \"inbox\" is already selected (root.selected is 0); select another tab"
            ])
        #expect(
            diagnostics(
                sceneWithTransition("  operation: select\n  to: detail", root: "tabs: [inbox, detail]\n  selected: 2"))
                == [
                    "s.yaml:10:13: root.selected: expected a tab index from 0 to 1, got \"2\""
                ])
    }

    @Test func animationChoicesConflict() {
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      animator: basic
                      catransition: fade
                    """)) == [
                    """
                    s.yaml:14:17: transition.catransition: choose one animation: \
                    animator and catransition cannot be used together
                    """
                ])
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      style: crossDissolve
                    """)) == [
                    """
                    s.yaml:13:10: transition.style: \
                    a modal transition style applies to present and dismiss only, not push
                    """
                ])
    }

    @Test func catransitionNames() {
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      catransition: {type: cubes, subtype: fromright}
                    """)) == [
                    """
                    s.yaml:13:24: transition.catransition.type: expected a CATransition type: fade, \
                    moveIn, push, reveal, cube, oglFlip, pageCurl, pageUnCurl, rippleEffect, suckEffect, \
                    cameraIrisHollowOpen, cameraIrisHollowClose; got "cubes" (did you mean "cube"?)
                    """
                ])
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      catransition: {type: cube, subtype: fromright}
                    """)) == [
                    """
                    s.yaml:13:39: transition.catransition.subtype: expected a CATransition subtype: \
                    fromRight, fromLeft, fromTop, fromBottom; got "fromright" (did you mean "fromRight"?)
                    """
                ])
    }

    @Test func timingNeedsAnAnimationThatTakesIt() {
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      duration: 0.5
                      spring: {damping: 0.8}
                    """)) == [
                    """
                    s.yaml:13:13: transition.duration: UIKit's default animation has its own duration; \
                    name an animator or a catransition to choose one
                    """,
                    """
                    s.yaml:14:11: transition.spring: UIKit's default animation has its own timing; \
                    name an animator or a catransition to choose one
                    """,
                ])
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      catransition: fade
                      spring: {damping: 0.8}
                    """)) == [
                    "s.yaml:14:11: transition.spring: a CATransition takes a timing curve, not a spring"
                ])
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      animator: basic
                      curve: linear
                      spring: {damping: 0}
                    """)) == [
                    "s.yaml:15:11: transition.spring: choose one timing: curve and spring cannot be used together"
                ])
    }

    @Test func badCurvesAndSprings() {
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      animator: basic
                      curve: [1.5, 0, 0.5, 1]
                    """)) == [
                    """
                    s.yaml:14:10: transition.curve: \
                    expected control-point x values (x1 and x2) from 0 to 1, got 1.5 and 0.5
                    """
                ])
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      animator: basic
                      curve: bouncy
                    """)) == [
                    """
                    s.yaml:14:10: transition.curve: expected a timing curve name or [x1, y1, x2, y2]: \
                    default, linear, easeIn, easeOut, easeInEaseOut, easeInOut; got "bouncy"
                    """
                ])
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      animator: basic
                      spring: {velocity: 2}
                    """)) == [
                    """
                    s.yaml:14:11: transition.spring.damping: missing; \
                    expected a damping ratio, more than 0 and at most 10 (1 = no overshoot)
                    """
                ])
    }

    @Test func interactiveScripts() {
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      catransition: fade
                      interactive: {drag: [{from: [0, 0], to: [1, 1], seconds: 1}], release: finish}
                    """)) == [
                    """
                    s.yaml:14:16: transition.interactive: \
                    a CATransition cannot be driven interactively; name an animator
                    """
                ])
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      animator: basic
                      interactive:
                        drag: []
                        release: later
                    """)) == [
                    """
                    s.yaml:15:11: transition.interactive.drag: \
                    expected at least one drag segment {from, to, seconds}, got an empty list
                    """,
                    "s.yaml:16:14: transition.interactive.release: expected a release: finish, cancel; got \"later\"",
                ])
        #expect(
            diagnostics(
                sceneWithTransition(
                    """
                      operation: push
                      to: detail
                      animator: basic
                      interactive:
                        release: finish
                        drag:
                          - {from: [0, 0], to: [1], seconds: 0}
                    """)) == [
                    """
                    s.yaml:17:28: transition.interactive.drag[0].to: \
                    expected a point [x, y] or {x, y}, got a list of 1 value
                    """,
                    """
                    s.yaml:17:42: transition.interactive.drag[0].seconds: \
                    expected a duration in seconds, more than 0 and at most 60, got "0"
                    """,
                ])
    }

    @Test func systemPopIsTheOnlyInteractiveSystemAnimation() {
        let drag = "  interactive: {drag: [{from: [0, 400], to: [200, 400], seconds: 0.3}], release: finish}"
        #expect(
            diagnostics(sceneWithTransition("  operation: pop\n" + drag, root: "navigation: [inbox, detail]")) == [])
        #expect(
            diagnostics(sceneWithTransition("  operation: push\n  to: detail\n" + drag)) == [
                """
                s.yaml:13:16: transition.interactive: only a custom animator \
                (or UIKit's own pop, the edge-swipe back, a sheet's swipe down, a zoom's drag down, \
                and a page view controller's swipe) can be driven interactively; name an animator
                """
            ])
    }

    @Test func duplicateViewNames() {
        #expect(
            diagnostics(
                """
                controllers:
                  home:
                    views:
                      - {id: photo, frame: [0, 0, 1, 1], subviews: [{id: photo, frame: [0, 0, 1, 1]}]}
                root: {controller: home}
                """) == [
                    """
                    s.yaml:4:58: controllers.home.views[0].subviews[0].id: \
                    duplicate view name "photo"; view names must be unique within a controller
                    """
                ])
    }

    @Test func numbersMustNotBeQuotedOrSpecial() {
        #expect(
            diagnostics("fps: 60.5\ncontrollers: {home: {}}\nroot: {controller: home}\n") == [
                "s.yaml:1:6: fps: expected frames per second, a whole number from 1 to 240, got \"60.5\""
            ])
        #expect(
            diagnostics("record: {seconds: .inf}\ncontrollers: {home: {}}\nroot: {controller: home}\n") == [
                "s.yaml:1:19: record.seconds: expected a number of seconds, more than 0 and at most 600, got \".inf\""
            ])
        #expect(
            diagnostics("record: {seconds: }\ncontrollers: {home: {}}\nroot: {controller: home}\n") == [
                "s.yaml:1:19: record.seconds: expected a number of seconds, more than 0 and at most 600, got nothing"
            ])
    }

    @Test func everyProblemIsReportedInFileOrder() {
        let lines = diagnostics(
            """
            root: {controller: home}
            fps: 0
            controllers:
              home: {background: nope}
            """)
        #expect(
            lines == [
                "s.yaml:2:6: fps: expected frames per second, a whole number from 1 to 240, got \"0\"",
                """
                s.yaml:4:22: controllers.home.background: expected a colour ("#RGB", "#RRGGBB", \
                "#RRGGBBAA" or a UIKit name such as white, systemBlue, systemGray6), got "nope"
                """,
            ])
    }
}
