import Foundation

@testable import Flipbook

/// The test "screens" of ``TransitionTestScreens`` built from views (120×180 points): a blue list
/// screen with a big "1" and an orange detail screen with a big "2".
@MainActor
enum TestScreenViews {
    enum Kind { case list, detail }

    static func make(_ kind: Kind, frame: CGRect = CGRect(x: 0, y: 0, width: 120, height: 180)) -> UIView {
        let list = kind == .list
        let screen = UIView(frame: frame)
        screen.backgroundColor = list ? rgb(204, 224, 255) : rgb(255, 235, 204)
        let header = list ? rgb(26, 77, 178) : rgb(217, 89, 26)
        add(screen, 0, 0, 120, 28, header)
        add(screen, 6, 9, 22, 10, rgb(255, 255, 255))
        add(screen, 44, 12, 32, 4, rgb(255, 255, 255))
        for row in 0..<3 {
            let y = CGFloat(36 + row * 26)
            add(screen, 8, y, 104, 20, list ? rgb(255, 255, 255) : rgb(255, 250, 240))
            add(screen, 11, y + 3, 14, 14, list ? rgb(40, 120, 230) : rgb(230, 140, 30))
            add(screen, 30, y + 5, 60, 3, rgb(90, 90, 90))
            add(screen, 30, y + 11, 40, 3, rgb(160, 160, 160))
        }
        // Seven-segment digit at (42, 118), 36×54, segments 7 thick.
        let segments: [(CGFloat, CGFloat, CGFloat, CGFloat)] =
            list
            ? [(29, 0, 7, 30), (29, 24, 7, 30)]
            : [(0, 0, 36, 7), (29, 0, 7, 30), (0, 24, 36, 7), (0, 24, 7, 30), (0, 47, 36, 7)]
        for s in segments { add(screen, 42 + s.0, 118 + s.1, s.2, s.3, header) }
        return screen
    }

    static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    private static func add(_ parent: UIView, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ color: UIColor)
    {
        let v = UIView(frame: CGRect(x: x, y: y, width: w, height: h))
        v.backgroundColor = color
        parent.addSubview(v)
    }
}
