import Foundation
import Raster
import Testing

@testable import FlipbookScenes

/// `symbol` and `switch` on views: parsing, located errors, and the views they make.
@Suite struct SceneSymbolTests {
    func scene(_ view: String) -> String {
        """
        controllers:
          home:
            views:
              - frame: [10, 10, 40, 40]
                \(view)
        root: {controller: home}
        """
    }

    @Test func symbolsAndSwitchesParse() throws {
        let full = try SceneLoader.parse(
            scene("symbol: {name: heart.fill, pointSize: 24, weight: bold, color: systemRed}"), file: "s.yaml",
            format: .yaml, baseDirectory: nil)
        let symbol = try #require(full.controllers.first?.views.first?.symbol)
        #expect(symbol.name == "heart.fill" && symbol.pointSize == 24 && symbol.weight == .bold)
        #expect(symbol.color != nil)
        let short = try SceneLoader.parse(scene("symbol: gear"), file: "s.yaml", format: .yaml, baseDirectory: nil)
        #expect(short.controllers.first?.views.first?.symbol == SceneSymbol(name: "gear"))
        let toggle = try SceneLoader.parse(scene("switch: true"), file: "s.yaml", format: .yaml, baseDirectory: nil)
        #expect(toggle.controllers.first?.views.first?.switchIsOn == true)
    }

    @Test func errorsNameTheField() {
        #expect(
            diagnostics(scene("symbol: heart.fil")) == [
                "s.yaml:5:17: controllers.home.views[0].symbol: \"heart.fil\" is not an SF Symbols name; "
                    + "did you mean \"heart.fill\"?"
            ])
        #expect(
            diagnostics(scene("symbol: {name: star, weight: chunky}")) == [
                "s.yaml:5:38: controllers.home.views[0].symbol.weight: expected a symbol weight: ultraLight, thin, "
                    + "light, regular, medium, semibold, bold, heavy, black; got \"chunky\""
            ])
        #expect(
            diagnostics(scene("switch: maybe")).first?.hasPrefix("s.yaml:5:17: controllers.home.views[0].switch:")
                == true)
        #expect(
            diagnostics(scene("text: Hi\n        symbol: star")) == [
                "s.yaml:6:17: controllers.home.views[0].symbol: a view cannot have a symbol and an image or text; "
                    + "put the symbol in a subview"
            ])
    }

    @Test @MainActor func theRunnerDrawsThem() throws {
        let yaml = """
            screen: {width: 120, height: 60, scale: 1}
            controllers:
              home:
                background: white
                views:
                  - {frame: [10, 10, 40, 40], symbol: {name: square.fill, color: systemRed}}
                  - {frame: [60, 15, 0, 0], switch: true}
            root: {controller: home}
            """
        let parsed = try SceneLoader.parse(yaml, file: "s.yaml", format: .yaml, baseDirectory: nil)
        let runner = try SceneRunner(scene: parsed)
        let list = try runner.displayList(atFrame: 0)
        let frame = Rasterizer().render(list)
        #expect(frame[30, 30] == Color(red: 1, green: 59 / 255, blue: 48 / 255).premultiplied)
        #expect(
            frame[70, 30] == Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255).premultiplied, "the switch is on")
    }
}
