import Foundation

/// The status bar's cellular, Wi-Fi and battery icons as paths, full strength and full charge, in points with
/// the origin at the icon's top-left (sizes as on phones with a notch).
enum StatusBarIcons {
    /// The cellular icon's size: four bars rising to the right.
    static let cellularSize = CGSize(width: 17, height: 11)
    /// The Wi-Fi icon's size: a fan of three arcs over a dot.
    static let wifiSize = CGSize(width: 15.5, height: 11)
    /// The battery's size, cap included.
    static let batterySize = CGSize(width: 27, height: 12)
    /// The space between two icons.
    static let spacing: CGFloat = 5

    /// Four bottom-aligned rounded bars, 3 points wide.
    static func cellular() -> UIBezierPath {
        let path = UIBezierPath()
        for (index, height) in [4.0, 6.5, 9.0, 11.0].enumerated() {
            let rect = CGRect(x: CGFloat(index) * 4.65, y: cellularSize.height - height, width: 3, height: height)
            path.append(UIBezierPath(roundedRect: rect, cornerRadius: 1))
        }
        return path
    }

    /// The Wi-Fi fan: a filled wedge and two rings around the bottom centre, opening upwards 90°.
    static func wifi() -> UIBezierPath {
        let center = CGPoint(x: wifiSize.width / 2, y: wifiSize.height)
        let start = -CGFloat.pi * 3 / 4
        let end = -CGFloat.pi / 4
        let path = UIBezierPath()
        path.move(to: center)
        path.addArc(withCenter: center, radius: 3.4, startAngle: start, endAngle: end, clockwise: true)
        path.close()
        for (inner, outer) in [(5.3, 7.5), (9.1, 11.0)] {
            let ring = UIBezierPath(
                arcCenter: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            ring.addArc(withCenter: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            ring.close()
            path.append(ring)
        }
        return path
    }

    /// The battery's outline (a 1-point ring, filled even-odd) and cap, drawn at reduced opacity.
    static func batteryCase() -> UIBezierPath {
        let body = CGRect(x: 0, y: 0, width: 24.5, height: batterySize.height)
        let path = UIBezierPath(roundedRect: body, cornerRadius: 3.8)
        path.append(UIBezierPath(roundedRect: body.insetBy(dx: 1, dy: 1), cornerRadius: 2.8))
        path.append(
            UIBezierPath(
                roundedRect: CGRect(x: 25.5, y: 4, width: 1.5, height: 4),
                byRoundingCorners: [.topRight, .bottomRight],
                cornerRadii: CGSize(width: 1, height: 1)))
        return path
    }

    /// The battery's charge, full.
    static func batteryCharge() -> UIBezierPath {
        UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 20.5, height: 8), cornerRadius: 2)
    }
}
