import Flipbook
import Foundation
import Testing

@testable import FlipbookScenes

/// Controls in scene files (`segmented`, `slider`, `progress`, `activity` views) and the `actions:` that change
/// them at given times: parsing, located errors, and the runner changing the real controls on the clock.
@Suite struct SceneControlTests {
    static let controls = """
        screen: {width: 320, height: 240, scale: 1}
        fps: 20
        controllers:
          home:
            views:
              - {id: wifi, frame: [10, 10, 51, 31], switch: false}
              - {id: units, frame: [10, 50, 300, 32], segmented: {segments: [Day, Week, Month], selected: 0}}
              - {id: volume, frame: [10, 90, 300, 30], slider: 0.2}
              - {id: download, frame: [10, 130, 300, 4], progress: 0.1}
              - {id: spinner, frame: [10, 150, 20, 20], activity: false}
              - {id: plain, frame: [10, 180, 20, 20], color: red}
          other:
            background: white
        root: {controller: home}
        """

    func scene(actions: String) -> String {
        Self.controls + "\nactions:\n" + actions
    }

    @Test func controlsAndActionsParse() throws {
        let scene = try SceneLoader.parse(
            scene(
                actions: """
                      - {at: 0.1, control: home.wifi, on: true}
                      - {at: 0.2, control: home.units, selected: 2, animated: false}
                      - {at: 0.3, control: home.volume, value: 0.8}
                      - {at: 0.4, control: home.download, progress: 1}
                      - {at: 0, control: home.spinner, animating: true}
                    """), file: "s.yaml", format: .yaml, baseDirectory: nil)
        let views = try #require(scene.controllers.first?.views)
        #expect(views[1].control == .segmented(segments: ["Day", "Week", "Month"], selected: 0))
        #expect(views[2].control == .slider(value: 0.2) && views[3].control == .progress(0.1))
        #expect(views[4].control == .activity(isAnimating: false) && views[0].controlKind == .switch)
        #expect(
            scene.actions == [
                SceneControlAction(time: 0.1, controller: "home", view: "wifi", change: .on(true)),
                SceneControlAction(time: 0.2, controller: "home", view: "units", change: .selected(2), animated: false),
                SceneControlAction(time: 0.3, controller: "home", view: "volume", change: .value(0.8)),
                SceneControlAction(time: 0.4, controller: "home", view: "download", change: .progress(1)),
                SceneControlAction(time: 0, controller: "home", view: "spinner", change: .animating(true)),
            ])
    }

    @Test func badActionsAreLocated() {
        #expect(
            diagnostics(scene(actions: "  - {at: 0.1, control: hom.wifi, on: true}")) == [
                "s.yaml:16:24: actions[0].control: expected the name of a controller (home, other), got \"hom\" "
                    + "(did you mean \"home\"?)"
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: 0.1, control: home.wify, on: true}")) == [
                "s.yaml:16:24: actions[0].control: controller \"home\" has no view with id \"wify\"; its controls are "
                    + "wifi, units, volume, download, spinner (did you mean \"home.wifi\"?)"
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: 0.1, control: home.plain, on: true}")) == [
                "s.yaml:16:24: actions[0].control: home.plain is not a control; give the view one of switch, "
                    + "segmented, slider, progress, activity"
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: 0.1, control: home.volume, on: true}")) == [
                "s.yaml:16:41: actions[0].on: on changes a switch, but home.volume is a slider; use value"
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: -1, control: home.wifi, on: true}")) == [
                "s.yaml:16:10: actions[0].at: expected a time in seconds from 0 to 600, got \"-1\""
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: soon, control: home.wifi, on: true}")) == [
                "s.yaml:16:10: actions[0].at: expected a time in seconds from 0 to 600, got \"soon\""
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: 0.1, control: home.units, selected: 3}")) == [
                "s.yaml:16:46: actions[0].selected: expected the index of one of its 3 segments, 0 to 2 "
                    + "(or -1 for none), got \"3\""
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: 0.1, control: wifi, on: true}")) == [
                "s.yaml:16:24: actions[0].control: expected a control as CONTROLLER.VIEW-ID (a controller's name, "
                    + "a dot, a view's id), got \"wifi\""
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: 0.1, control: home.wifi}")) == [
                "s.yaml:16:5: actions[0]: expected one change of the control: on, selected, value, progress, "
                    + "animating; got none"
            ])
        #expect(
            diagnostics(scene(actions: "  - {at: 0.1, control: home.volume, value: 0.5, progress: 1}")) == [
                "s.yaml:16:59: actions[0].progress: an action changes one thing; this one already sets value "
                    + "(write two actions)"
            ])
        #expect(diagnostics(scene(actions: "  - {at: 0.1, control: home.volume, value: 2}")).count == 1)
    }

    @Test func badControlViewsAreLocated() {
        func view(_ fields: String) -> String {
            "controllers:\n  home:\n    views:\n      - {frame: [0, 0, 10, 10], \(fields)}\nroot: {controller: home}"
        }
        #expect(
            diagnostics(view("slider: 0.5, switch: true")) == [
                "s.yaml:4:41: controllers.home.views[0].slider: a view can be one control; this one is already "
                    + "switch (put the other in a subview)"
            ])
        #expect(
            diagnostics(view("segmented: {segments: []}")) == [
                "s.yaml:4:55: controllers.home.views[0].segmented.segments: expected 1 to 20 segment titles, got 0"
            ])
        #expect(
            diagnostics(view("segmented: {segments: [A, B], selected: 2}")) == [
                "s.yaml:4:73: controllers.home.views[0].segmented.selected: expected the index of a segment, 0 to 1 "
                    + "(or -1 for none), got \"2\""
            ])
        #expect(
            diagnostics(view("progress: 0.5, text: Hi")) == [
                "s.yaml:4:43: controllers.home.views[0].progress: a progress control cannot also show text"
            ])
        #expect(diagnostics(view("activity: spinning")).count == 1)
    }

    @Test @MainActor func theRunnerChangesTheControlsOnTheClock() throws {
        let scene = try SceneLoader.parse(
            scene(
                actions: """
                      - {at: 0.1, control: home.wifi, on: true}
                      - {at: 0.1, control: home.units, selected: 2}
                      - {at: 0.1, control: home.volume, value: 0.8}
                      - {at: 0.1, control: home.download, progress: 1}
                      - {at: 0, control: home.spinner, animating: true}
                      - {at: 0.5, control: home.spinner, animating: false}
                    """), file: "s.yaml", format: .yaml, baseDirectory: nil)
        let runner = try SceneRunner(scene: scene)
        #expect(runner.frameCount == 17, "recorded until the last action's animation ended: 0.8 s at 20 fps")
        let home = try #require(runner.controllers["home"])
        let views = runner.world.run { ["spinner", "wifi", "units", "volume", "download"].map { home.sceneView($0) } }
        let spinner = try #require(views[0] as? UIActivityIndicatorView)
        let toggle = try #require(views[1] as? UISwitch)
        let segmented = try #require(views[2] as? UISegmentedControl)
        let slider = try #require(views[3] as? UISlider)
        let bar = try #require(views[4] as? UIProgressView)
        _ = try runner.displayList(atFrame: 0)
        runner.world.run {
            #expect(spinner.isAnimating, "started at 0")
            #expect(!toggle.isOn)
        }
        _ = try runner.displayList(atFrame: 3) // 0.15 s: part-way through the 0.25 s animations
        let drawn = runner.world.run {
            let fill = bar.subviews.first
            return fill?.layer.presentation()?.frame.width ?? fill?.frame.width ?? 0
        }
        runner.world.run {
            #expect(toggle.isOn && segmented.selectedSegmentIndex == 2)
            #expect(slider.value == 0.8 && bar.progress == 1)
        }
        #expect(drawn > 30 && drawn < 300, "the bar grows with its animation: \(drawn)")
        runner.world.run {
            #expect(bar.backgroundColor != nil && bar.clipsToBounds, "the progress view keeps its track and clipping")
            #expect(segmented.backgroundColor != nil && segmented.layer.cornerRadius > 0, "and the segmented its own")
        }
        _ = try runner.displayList(atFrame: 12)
        runner.world.run { #expect(!spinner.isAnimating, "stopped at 0.5 s") }
    }
}
