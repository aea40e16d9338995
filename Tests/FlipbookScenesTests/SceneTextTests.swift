import Foundation
import Testing

@testable import FlipbookScenes

/// `text` on views and `title` on controllers: parsing, defaults and located errors.
@Suite struct SceneTextTests {
    func scene(_ view: String, title: String = "") -> String {
        """
        controllers:
          home:
            \(title)
            views:
              - frame: [0, 0, 100, 20]
                \(view)
        root: {controller: home}
        """
    }

    @Test func textAndTitleParse() throws {
        let yaml = scene(
            "text: {string: Hello, size: 20, weight: semibold, color: systemBlue, alignment: center, lines: 2}",
            title: "title: Inbox")
        let parsed = try SceneLoader.parse(yaml, file: "s.yaml", format: .yaml, baseDirectory: nil)
        let home = try #require(parsed.controllers.first)
        #expect(home.title == "Inbox")
        let text = try #require(home.views.first?.text)
        #expect(text.string == "Hello" && text.size == 20 && text.weight == .semibold)
        #expect(text.alignment == .center && text.lines == 2)
        let plain = try SceneLoader.parse(scene("text: Hi"), file: "s.yaml", format: .yaml, baseDirectory: nil)
        #expect(plain.controllers.first?.views.first?.text == SceneText("Hi"))
        #expect(plain.controllers.first?.title == nil)
    }

    @Test func textErrorsNameTheField() {
        #expect(
            diagnostics(scene("text: {string: Hi, weight: bolder}")) == [
                "s.yaml:6:36: controllers.home.views[0].text.weight: expected a font weight: ultraLight, thin, "
                    + "light, regular, medium, semibold, bold, heavy, black; got \"bolder\""
            ])
        #expect(
            diagnostics(scene("text: {size: 12}")) == [
                "s.yaml:6:15: controllers.home.views[0].text.string: missing; expected the text to show"
            ])
        #expect(
            diagnostics(scene("text: {string: Hi, size: 0, lines: -1}")) == [
                "s.yaml:6:34: controllers.home.views[0].text.size: expected a font size from 1 to 1000 points, "
                    + "got \"0\"",
                "s.yaml:6:44: controllers.home.views[0].text.lines: expected a number of lines from 0 (no limit) "
                    + "to 1000, got \"-1\"",
            ])
        #expect(
            diagnostics(scene("text: [a]")) == [
                "s.yaml:6:15: controllers.home.views[0].text: expected text: a string, or {string, size, weight, "
                    + "color, alignment, lines}, got a list"
            ])
    }
}
