import Foundation
import Raster
import Testing

@testable import FlipbookScenes

/// The view fields `shadow`, `border`, `gradient`, `path` and `blur`: what they read, where their
/// errors are reported, and that they reach the rendered frame.
@Suite struct SceneEffectTests {
    /// A scene with one controller `home` whose only view has `fields` (a YAML flow mapping body).
    static func scene(_ fields: String) -> String {
        """
        controllers:
          home:
            views:
              - {frame: [10, 10, 100, 60], \(fields)}
        root: {controller: home}
        """
    }

    @Test func everyFieldIsRead() throws {
        let scene = try SceneLoader.parse(
            """
            controllers:
              home:
                views:
                  - frame: [10, 10, 100, 60]
                    shadow: {color: "#102030", opacity: 0.5, offset: [0, 4], radius: 8, path: "M0 0 H100 V60 H0 Z"}
                    border: {width: 2, color: systemBlue}
                    gradient:
                      {colors: [red, "#0000FF80"], locations: [0.2, 0.9], start: [0, 0.5], end: [1, 0.5], type: radial}
                    path:
                      d: "m 10 10 l 20 0 q 10 0 10 10 c 0 5 -5 10 -10 10 z"
                      fill: none
                      stroke: black
                      lineWidth: 3
                      fillRule: evenOdd
                  - frame: [0, 0, 50, 50]
                    blur: {style: systemThinMaterialDark}
                    subviews: [{frame: [0, 0, 10, 10], color: red}]
            root: {controller: home}
            """)
        let views = scene.controllers[0].views
        let shadow = try #require(views[0].shadow)
        #expect(shadow.color == SceneColorNames.color(hex: "#102030"))
        #expect(shadow.opacity == 0.5 && shadow.offset == ScenePoint(x: 0, y: 4) && shadow.radius == 8)
        #expect(shadow.path?.path.elements.count == 5)
        #expect(views[0].border?.width == 2 && views[0].border?.color == SceneColorNames.named["systemBlue"])
        let gradient = try #require(views[0].gradient)
        #expect(gradient.colors.count == 2 && gradient.locations == [0.2, 0.9] && gradient.type == .radial)
        #expect(gradient.start == ScenePoint(x: 0, y: 0.5) && gradient.end == ScenePoint(x: 1, y: 0.5))
        let shape = try #require(views[0].shape)
        #expect(shape.fill == nil && shape.stroke == .black && shape.lineWidth == 3 && shape.evenOdd)
        // Relative commands accumulate from the current point; z returns to the subpath's start.
        #expect(
            shape.path.path.elements == [
                .move(x: 10, y: 10), .line(x: 30, y: 10), .quad(cx: 40, cy: 10, x: 40, y: 20),
                .cubic(c1x: 40, c1y: 25, c2x: 35, c2y: 30, x: 30, y: 30), .close,
            ])
        #expect(views[1].blur?.style == .systemThinMaterialDark)
    }

    @Test func defaultsAreUIKitsExceptShadowOpacity() throws {
        let scene = try SceneLoader.parse(
            Self.scene("shadow: {}, border: {width: 1}, gradient: {colors: [white, black]}, path: {d: \"M0 0 L1 1\"}"))
        let view = scene.controllers[0].views[0]
        #expect(view.shadow?.opacity == 1 && view.shadow?.radius == 3 && view.shadow?.offset == ScenePoint(x: 0, y: -3))
        #expect(view.shadow?.color == .black && view.shadow?.path == nil)
        #expect(view.border?.color == .black)
        #expect(view.gradient?.start == ScenePoint(x: 0.5, y: 0) && view.gradient?.type == .axial)
        #expect(view.gradient?.locations == nil)
        #expect(view.shape?.fill == .black && view.shape?.stroke == nil && view.shape?.lineWidth == 1)
    }

    @Test func unknownFieldsSuggestTheClosest() {
        #expect(
            diagnostics(Self.scene("shadow: {radious: 4}")) == [
                """
                s.yaml:4:45: controllers.home.views[0].shadow.radious: unknown field; expected one of color, opacity, \
                offset, radius, path (did you mean "radius"?)
                """
            ])
        #expect(
            diagnostics(Self.scene("blur: {style: systemMaterail}")) == [
                "s.yaml:4:50: controllers.home.views[0].blur.style: expected a blur style: "
                    + SceneBlurStyle.allCases.map(\.rawValue).joined(separator: ", ")
                    + "; got \"systemMaterail\" (did you mean \"systemMaterial\"?)"
            ])
        #expect(
            diagnostics(Self.scene("gradient: {colors: [red, blue], type: conical}")) == [
                """
                s.yaml:4:74: controllers.home.views[0].gradient.type: expected a gradient type: axial, radial, conic; \
                got "conical"
                """
            ])
        #expect(
            diagnostics(Self.scene("boarder: {width: 1}")) == [
                """
                s.yaml:4:36: controllers.home.views[0].boarder: unknown field; expected one of id, frame, color, \
                cornerRadius, alpha, hidden, clipsToBounds, image, contentMode, shadow, border, gradient, path, blur, \
                text, subviews, match, grid, symbol, switch, dynamics, scroll, segmented, slider, progress, activity \
                (did you mean "border"?)
                """
            ])
    }

    @Test func badValuesAreLocated() {
        #expect(
            diagnostics(Self.scene("shadow: {opacity: 2, radius: -1, color: rde}")) == [
                "s.yaml:4:54: controllers.home.views[0].shadow.opacity: expected an opacity from 0 to 1, got \"2\"",
                """
                s.yaml:4:65: controllers.home.views[0].shadow.radius: expected a shadow radius from 0 to 1000 points, \
                got "-1"
                """,
                """
                s.yaml:4:76: controllers.home.views[0].shadow.color: expected a colour ("#RGB", "#RRGGBB", "#RRGGBBAA" \
                or a UIKit name such as white, systemBlue, systemGray6), got "rde"
                """,
            ])
        #expect(
            diagnostics(Self.scene("border: {color: red}")) == [
                "s.yaml:4:44: controllers.home.views[0].border.width: missing; expected a border width in points"
            ])
        #expect(
            diagnostics(Self.scene("gradient: {colors: [red], locations: [0.5]}")) == [
                "s.yaml:4:55: controllers.home.views[0].gradient.colors: expected a list of at least two colours, got 1"
            ])
        #expect(
            diagnostics(Self.scene("gradient: {colors: [red, blue], locations: [0, 0.5, 1]}")) == [
                "s.yaml:4:79: controllers.home.views[0].gradient.locations: expected one location per colour (2), got 3"
            ])
        #expect(
            diagnostics(Self.scene("gradient: {colors: [red, blue], locations: [-0.4, 11]}")) == [
                """
                s.yaml:4:86: controllers.home.views[0].gradient.locations[1]: expected a location from -10 to 10 (0…1 \
                spans the bounds), got "11"
                """
            ])
        #expect(
            diagnostics(Self.scene("gradient: {colors: [red, blue], start: [20, 0]}")) == [
                """
                s.yaml:4:75: controllers.home.views[0].gradient.start: expected a point in unit coordinates of the \
                bounds ([0, 0] top left, [1, 1] bottom right), each from -10 to 10, got [20, 0]
                """
            ])
        #expect(
            diagnostics(Self.scene("image: a.png, blur: {style: dark}")).contains(
                """
                s.yaml:4:56: controllers.home.views[0].blur: a view with an image cannot also be a blur; put the image \
                in a subview
                """
            ))
    }

    @Test func pathDataErrorsNameTheCharacter() {
        func message(_ data: String) -> String? {
            do {
                _ = try PathData.parse(data, limit: 1000)
                return nil
            } catch {
                return "\(error.character): \(error.message)"
            }
        }
        #expect(message("M 0 0 L 10 10 Z") == nil)
        #expect(message("M0,0 10,10 20-5") == nil) // implicit lines after a move; a sign starts a number
        #expect(message("L 0 0") == "1: path data must start with a move (M or m)")
        #expect(
            message("M 0 0 X 4") == "7: unknown path command \"X\"; expected one of M, L, H, V, Q, C, Z (or lower case)"
        )
        #expect(message("M 0 0 C 1 2 3") == "14: expected 6 numbers after \"C\", got the end")
        #expect(message("M 0 0 L 1 .") == "11: expected 2 numbers after \"L\", got \".\"")
        #expect(message("M 0 0 Z 4 4") == "9: expected a command letter after Z")
        #expect(message("M 0 2000") == "5: expected a coordinate from -1000 to 1000, got 2000")
        #expect(message("  ") == "1: expected path data, got an empty string")
        #expect(
            diagnostics(Self.scene("path: {d: \"M 0 0 L 10\"}")) == [
                """
                s.yaml:4:46: controllers.home.views[0].path.d: character 11 of the path data: expected 2 numbers after \
                "L", got the end
                """
            ])
        #expect(
            diagnostics(Self.scene("path: {fill: red}")) == [
                """
                s.yaml:4:42: controllers.home.views[0].path.d: missing; expected SVG-style path data such as "M 0 0 L \
                40 0 L 20 30 Z"
                """
            ])
    }

    /// The fields reach the frame: a left-to-right gradient, a filled triangle, a border, a shadow below
    /// the card, and a dark blur whose subview sits in the effect view's content.
    @MainActor @Test func effectsAreRendered() throws {
        var scene = try SceneLoader.parse(
            """
            screen: {width: 200, height: 200, scale: 1}
            controllers:
              home:
                background: white
                views:
                  - frame: [20, 20, 100, 40]
                    cornerRadius: 10
                    gradient: {colors: ["#FF0000", "#0000FF"], start: [0, 0.5], end: [1, 0.5]}
                    border: {width: 4, color: "#00FF00"}
                    shadow: {offset: [0, 20], radius: 0, opacity: 1}
                  - frame: [20, 100, 60, 60]
                    path: {d: "M 0 0 L 60 0 L 0 60 Z", fill: "#000000"}
                  - frame: [120, 100, 60, 60]
                    blur: {style: dark}
                    subviews: [{frame: [20, 20, 20, 20], color: "#FFFF00"}]
            root: {controller: home}
            """)
        scene.fps = 10
        let frame = Rasterizer().render(try SceneRunner(scene: scene).displayList(atFrame: 0))
        func rgb(_ x: Int, _ y: Int) -> [UInt8] {
            let p = frame[x, y]
            return [p.r, p.g, p.b]
        }
        #expect(rgb(30, 40)[0] > 200 && rgb(30, 40)[2] < 60, "red on the left: \(rgb(30, 40))")
        #expect(rgb(110, 40)[2] > 200 && rgb(110, 40)[0] < 60, "blue on the right: \(rgb(110, 40))")
        #expect(rgb(21, 40) == [0, 255, 0], "green border")
        #expect(rgb(20, 20) == [255, 255, 255], "the gradient is rounded like the view")
        #expect(rgb(70, 70) == [0, 0, 0], "the black shadow shows below the card")
        #expect(rgb(25, 105) == [0, 0, 0] && rgb(75, 155) == [255, 255, 255], "the triangle's two corners")
        // The dark tint (11% white at 73%) over the blurred white screen: about 35% grey.
        #expect(rgb(125, 105).allSatisfy { $0 > 70 && $0 < 110 }, "dark blur: \(rgb(125, 105))")
        #expect(rgb(150, 130) == [255, 255, 0], "the blur's subview")
    }
}
