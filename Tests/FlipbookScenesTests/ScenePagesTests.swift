import Flipbook
import FlipbookScenes
import Foundation
import Testing

@MainActor
@Suite struct ScenePagesTests {
    private func pagesScene(style: String, transition: String) -> String {
        """
        device: iphone-14
        controllers:
          one: {background: systemBlue}
          two: {background: systemTeal}
          three: {background: systemGreen}
        root:
          pages: [one, two, three]
          pageStyle: \(style)
        transition:
        \(transition)
        """
    }

    @Test func aFingerSwipesAScrollPageRootToTheNextPage() throws {
        let swipe =
            "  operation: select\n  to: two\n  interactive: {drag: [{from: [330, 400], to: [60, 400], "
            + "seconds: 0.3}], release: finish}"
        let scene = try SceneLoader.parse(pagesScene(style: "scroll", transition: swipe), file: "s.yaml")
        #expect(scene.root.container == .pages(["one", "two", "three"], style: .scroll))
        let runner = try SceneRunner(scene: scene)
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        let two = try #require(runner.controllers["two"])
        let pages = try #require(two.parent as? UIPageViewController)
        #expect(pages.viewControllers?.first === two)
        #expect(runner.controllers["one"]?.parent == nil, "the first page left")
    }

    @Test func selectTurnsAPageCurlRootWithoutAFinger() throws {
        let scene = try SceneLoader.parse(
            pagesScene(style: "pageCurl", transition: "  {operation: select, to: three}"), file: "s.yaml")
        let runner = try SceneRunner(scene: scene)
        let three = try #require(runner.controllers["three"])
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        let pages = try #require(three.parent as? UIPageViewController)
        #expect(pages.transitionStyle == .pageCurl && pages.viewControllers?.first === three)
    }

    @Test func aPageStyleNeedsAPagesRoot() {
        let messages = diagnostics(
            """
            controllers: {one: {background: systemBlue}}
            root: {controller: one, pageStyle: scroll}
            """)
        #expect(messages == ["s.yaml:2:36: root.pageStyle: only a pages root has a page style"])
    }
}
