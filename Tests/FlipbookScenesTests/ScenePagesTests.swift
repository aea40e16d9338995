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

    @Test func aFingerDraggingRightTurnsAPageCurlRootWithItsSpineAtTheRightEdge() throws {
        let swipe =
            "  operation: select\n  to: two\n  interactive: {drag: [{from: [20, 600], to: [330, 560], "
            + "seconds: 0.3}], release: finish}"
        let text = pagesScene(style: "pageCurl", transition: swipe) + "\n"
        let scene = try SceneLoader.parse(
            text.replacingOccurrences(of: "pageStyle: pageCurl", with: "pageStyle: pageCurl\n  spine: max"),
            file: "s.yaml")
        #expect(scene.root.spine == .max && !scene.root.doubleSided)
        let runner = try SceneRunner(scene: scene)
        let two = try #require(runner.controllers["two"])
        let pages = try #require(runner.controllers["one"]?.parent as? UIPageViewController)
        #expect(pages.spineLocation == .max)
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        #expect(pages.viewControllers?.first === two, "dragging towards the spine at the right turns forward")
    }

    @Test func aPageStyleNeedsAPagesRoot() {
        let messages = diagnostics(
            """
            controllers: {one: {background: systemBlue}}
            root: {controller: one, pageStyle: scroll}
            """)
        #expect(messages == ["s.yaml:2:36: root.pageStyle: only a pages root has a page style"])
    }

    @Test func aPageCurlRootNamesItsSpineAndSides() throws {
        let text = """
            device: iphone-14
            controllers: {a: {}, b: {}, c: {}, d: {}}
            root: {pages: [a, b, c, d], pageStyle: pageCurl, spine: mid}
            transition: {operation: select, to: d}
            """
        let scene = try SceneLoader.parse(text, file: "s.yaml")
        #expect(scene.root.spine == .mid && scene.root.doubleSided, "the spine in the middle is double-sided")
        let runner = try SceneRunner(scene: scene)
        let a = try #require(runner.controllers["a"])
        let pages = try #require(a.parent as? UIPageViewController)
        #expect(pages.spineLocation == .mid && pages.isDoubleSided)
        #expect(pages.viewControllers?.count == 2 && pages.viewControllers?.last === runner.controllers["b"])
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        #expect(pages.viewControllers?.first === runner.controllers["c"], "select turns to the spread holding d")
        #expect(pages.viewControllers?.last === runner.controllers["d"])

        let edge = try SceneLoader.parse(
            text.replacingOccurrences(of: "spine: mid", with: "doubleSided: true"), file: "s.yaml")
        #expect(edge.root.spine == .min && edge.root.doubleSided)
        let edgeRunner = try SceneRunner(scene: edge)
        let edgePages = try #require(edgeRunner.controllers["a"]?.parent as? UIPageViewController)
        #expect(edgePages.spineLocation == .min && edgePages.isDoubleSided && edgePages.viewControllers?.count == 2)
    }

    @Test func badSpinesAndSidesAreReportedWhereTheyAre() {
        func messages(_ root: String, pages: String = "[a, b]") -> [String] {
            diagnostics(
                """
                controllers: {a: {}, b: {}}
                root: {pages: \(pages), \(root)}
                """)
        }
        #expect(messages("pageStyle: pageCurl, spine: max").isEmpty)
        #expect(
            messages("pageStyle: pageCurl, spine: middle") == [
                "s.yaml:2:51: root.spine: expected a spine: min, mid, max; got \"middle\""
            ])
        #expect(
            messages("pageStyle: pageCurl, spine: mid, doubleSided: false") == [
                """
                s.yaml:2:69: root.doubleSided: the spine in the middle shows the back of one page beside the front \
                of the next, so its pages are double-sided; leave doubleSided out or set it true
                """
            ])
        #expect(
            messages("spine: mid") == [
                "s.yaml:2:30: root.spine: only a page curl (pageStyle: pageCurl) has a spine and double-sided pages"
            ])
        #expect(
            messages("pageStyle: pageCurl, doubleSided: true", pages: "[a]") == [
                """
                s.yaml:2:15: root.pages: expected at least two pages: double-sided pages take a front and a back, \
                got one
                """
            ])
        #expect(
            diagnostics(
                """
                controllers: {a: {}}
                root: {controller: a, spine: mid}
                """) == ["s.yaml:2:30: root.spine: only a pages root has spine"])
    }
}
