import Foundation
import Raster
import Testing

@testable import FlipbookScenes

@Suite struct SceneLoaderTests {
    @Test func minimalSceneGetsTheDocumentedDefaults() throws {
        let scene = try SceneLoader.parse(
            """
            controllers:
              home: {}
            root:
              controller: home
            """)
        #expect(scene.screen == SceneScreen(width: 390, height: 844, scale: 3))
        #expect(scene.fps == 60)
        #expect(scene.background == .black)
        #expect(scene.controllers.map(\.id) == ["home"])
        #expect(scene.controllers[0].background == .white)
        #expect(scene.root == SceneRoot(.controller("home")))
        #expect(scene.transition == nil)
        #expect(scene.recording.seconds == nil)
    }

    @Test func fullPushSceneReadsEveryField() throws {
        let scene = try SceneLoader.parse(
            """
            screen: {width: 320, height: 480, scale: 2}
            fps: 30
            background: "#102030"
            controllers:
              inbox:
                background: systemGray6
                views:
                  - frame: [0, 0, 320, 64]
                    color: "#FFFFFFCC"
                  - id: card
                    frame: {x: 16, y: 80, width: 288, height: 120}
                    color: white
                    cornerRadius: 12
                    alpha: 0.5
                    hidden: false
                    clipsToBounds: true
                    subviews:
                      - frame: [8, 8, 40, 40]
                        color: "#F00"
              detail: {background: white}
            root:
              navigation: [inbox]
            transition:
              operation: push
              to: detail
              start: 0.1
              animator: kugou
              duration: 0.5
              curve: [0.2, 0.9, 0.1, 1]
            record:
              seconds: 0.75
            """)
        #expect(scene.screen == SceneScreen(width: 320, height: 480, scale: 2))
        #expect(scene.screen.pixelWidth == 640 && scene.screen.pixelHeight == 960)
        #expect(scene.fps == 30)
        #expect(scene.background == Color(red: 16 / 255, green: 32 / 255, blue: 48 / 255))
        let inbox = try #require(scene.controller("inbox"))
        #expect(inbox.background == SceneColorNames.color(hex: "#F2F2F7"))
        #expect(inbox.views.count == 2)
        #expect(inbox.views[0].color == Color(red: 1, green: 1, blue: 1, alpha: 0.8))
        let card = inbox.views[1]
        #expect(card.id == "card")
        #expect(card.frame == SceneRect(x: 16, y: 80, width: 288, height: 120))
        #expect(card.cornerRadius == 12 && card.alpha == 0.5 && !card.isHidden && card.clipsToBounds)
        #expect(card.subviews.first?.color == Color(red: 1, green: 0, blue: 0))
        #expect(inbox.allViews.count == 3)
        let transition = try #require(scene.transition)
        #expect(transition.operation == .push("detail"))
        #expect(transition.start == 0.1)
        #expect(transition.animation == .animator("kugou"))
        #expect(
            transition.animationLocation
                == SceneLocation(file: "<scene>", line: 27, column: 13, field: "transition.animator"))
        #expect(transition.duration == 0.5)
        #expect(transition.timing == .curve(.controlPoints(0.2, 0.9, 0.1, 1)))
        #expect(scene.recording.seconds == 0.75)
    }

    @Test func tabSelectionIsResolvedToTheTabIndex() throws {
        let scene = try SceneLoader.parse(
            sceneWithTransition(
                """
                  operation: select
                  to: settings
                  animator: slide
                """, root: "tabs: [inbox, detail, settings]\n  selected: 1"))
        #expect(scene.root.container == .tabs(["inbox", "detail", "settings"], selected: 1))
        #expect(scene.transition?.operation == .selectTab(2))
    }

    @Test func interactiveDragAndSpring() throws {
        let scene = try SceneLoader.parse(
            sceneWithTransition(
                """
                  operation: pop
                  animator: basic
                  spring: {damping: 0.7, velocity: 0.5}
                  interactive:
                    drag:
                      - {from: [10, 400], to: [150, 410], seconds: 0.3}
                      - {from: {x: 150, y: 410}, to: [100, 410], seconds: 0.2}
                    release: cancel
                """, root: "navigation: [inbox, detail]"))
        let transition = try #require(scene.transition)
        #expect(transition.operation == .pop)
        #expect(transition.timing == .spring(damping: 0.7, initialVelocity: 0.5))
        let interaction = try #require(transition.interaction)
        #expect(
            interaction.drags == [
                SceneDrag(from: ScenePoint(x: 10, y: 400), to: ScenePoint(x: 150, y: 410), seconds: 0.3),
                SceneDrag(from: ScenePoint(x: 150, y: 410), to: ScenePoint(x: 100, y: 410), seconds: 0.2),
            ])
        #expect(interaction.release == .cancel)
        #expect(interaction.seconds == 0.5)
    }

    @Test func catransitionForms() throws {
        let full = try SceneLoader.parse(
            sceneWithTransition(
                """
                  operation: push
                  to: detail
                  catransition: {type: cube, subtype: fromRight}
                  duration: 0.8
                  curve: default
                """))
        #expect(full.transition?.animation == .caTransition(type: "cube", subtype: "fromRight"))
        #expect(full.transition?.timing == .curve(.default))
        let short = try SceneLoader.parse(
            sceneWithTransition(
                """
                  operation: push
                  to: detail
                  catransition: fade
                """))
        #expect(short.transition?.animation == .caTransition(type: "fade", subtype: nil))
    }

    @Test func modalStylesAndPresentedRoot() throws {
        let scene = try SceneLoader.parse(
            sceneWithTransition(
                """
                  operation: dismiss
                  style: crossDissolve
                """, root: "controller: inbox\n  presented: detail"))
        #expect(scene.root == SceneRoot(.controller("inbox"), presented: "detail"))
        #expect(scene.transition?.operation == .dismiss)
        #expect(scene.transition?.animation == .modalStyle(.crossDissolve))
    }

    @Test(arguments: [
        ("easeInOut", SceneCurve.easeInEaseOut), ("easeInEaseOut", .easeInEaseOut),
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("default", .default),
    ])
    func curveNames(_ name: String, _ curve: SceneCurve) throws {
        let scene = try SceneLoader.parse(
            sceneWithTransition(
                """
                  operation: push
                  to: detail
                  animator: basic
                  curve: \(name)
                """))
        #expect(scene.transition?.timing == .curve(curve))
    }

    @Test func jsonScenesUseTheSameSchema() throws {
        let scene = try SceneLoader.parse(
            """
            {"fps": 24, "controllers": {"a": {"views": [{"frame": [1, 2, 3, 4], "color": "#000000"}]}, "b": {}},
             "root": {"navigation": ["a"]},
             "transition": {"operation": "push", "to": "b", "animator": "basic", "duration": 0.25}}
            """, file: "s.json", format: .json)
        #expect(scene.fps == 24)
        #expect(scene.controller("a")?.views.first?.frame == SceneRect(x: 1, y: 2, width: 3, height: 4))
        #expect(scene.transition?.operation == .push("b"))
        #expect(scene.transition?.duration == 0.25)
    }

    @Test func formatFollowsTheExtension() {
        #expect(SceneFormat(path: "a/b.JSON") == .json)
        #expect(SceneFormat(path: "a/b.yaml") == .yaml)
        #expect(SceneFormat(path: "a/b.yml") == .yaml)
    }
}
