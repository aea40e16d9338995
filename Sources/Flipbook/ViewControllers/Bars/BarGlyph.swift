import Foundation

/// The simple line glyphs Flipbook draws for system bar button items that iOS shows as symbols, in a 22-point
/// box: strokes (`stroke`) and filled shapes (`fill`), in the item's tint colour. Stand-ins until system images
/// exist; they follow the outlines of iOS's symbols.
@MainActor
enum BarGlyph {
    /// The glyph's size.
    static let size = CGSize(width: 22, height: 22)

    /// The outline to stroke and the shape to fill for `item`, or nil for items without a glyph.
    static func paths(for item: UIBarButtonItem.SystemItem) -> (stroke: UIBezierPath?, fill: UIBezierPath?)? {
        let stroke = UIBezierPath()
        let fill = UIBezierPath()
        func line(_ points: [(CGFloat, CGFloat)], closed: Bool = false, into path: UIBezierPath = stroke) {
            guard let first = points.first else { return }
            path.move(to: CGPoint(x: first.0, y: first.1))
            for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
            if closed { path.close() }
        }
        func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) {
            stroke.append(UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)))
        }
        switch item {
        case .add:
            line([(11, 3), (11, 19)])
            line([(3, 11), (19, 11)])
        case .stop:
            line([(4, 4), (18, 18)])
            line([(18, 4), (4, 18)])
        case .close:
            circle(11, 11, 9)
            line([(7.5, 7.5), (14.5, 14.5)])
            line([(14.5, 7.5), (7.5, 14.5)])
        case .search:
            circle(9, 9, 6)
            line([(13.5, 13.5), (19, 19)])
        case .action:
            line([(7, 8), (4, 8), (4, 20), (18, 20), (18, 8), (15, 8)])
            line([(11, 2), (11, 13)])
            line([(7.5, 5.5), (11, 2), (14.5, 5.5)])
        case .compose:
            line([(10, 4), (3, 4), (3, 19), (18, 19), (18, 12)])
            line([(9, 13), (19, 3)])
        case .reply:
            line([(9, 5), (3, 11), (9, 17)])
            stroke.move(to: CGPoint(x: 3, y: 11))
            stroke.addQuadCurve(to: CGPoint(x: 19, y: 18), controlPoint: CGPoint(x: 17, y: 9))
        case .refresh:
            stroke.addArc(
                withCenter: CGPoint(x: 11, y: 12), radius: 7.5, startAngle: -.pi / 2, endAngle: 1.6 * .pi,
                clockwise: true)
            line([(9, 1.5), (12, 4.5), (9, 7.5)])
        case .organize:
            line([(2, 6), (2, 18), (20, 18), (20, 8), (10, 8), (8, 5), (2, 5), (2, 6)])
        case .bookmarks:
            line([(4, 3), (4, 19), (18, 19), (18, 3), (4, 3)])
            line([(8, 3), (8, 11), (10.5, 9), (13, 11), (13, 3)])
        case .camera:
            line([(2, 7), (7, 7), (8.5, 4), (13.5, 4), (15, 7), (20, 7), (20, 18), (2, 18), (2, 7)])
            circle(11, 12, 3.5)
        case .trash:
            line([(3, 5), (19, 5)])
            line([(8, 5), (8, 2.5), (14, 2.5), (14, 5)])
            line([(5, 5), (6, 20), (16, 20), (17, 5)])
        case .play:
            line([(5, 3), (19, 11), (5, 19)], closed: true, into: fill)
        case .pause:
            fill.append(UIBezierPath(rect: CGRect(x: 5, y: 3, width: 4, height: 16)))
            fill.append(UIBezierPath(rect: CGRect(x: 13, y: 3, width: 4, height: 16)))
        case .rewind:
            line([(11, 4), (1, 11), (11, 18)], closed: true, into: fill)
            line([(21, 4), (11, 11), (21, 18)], closed: true, into: fill)
        case .fastForward:
            line([(1, 4), (11, 11), (1, 18)], closed: true, into: fill)
            line([(11, 4), (21, 11), (11, 18)], closed: true, into: fill)
        case .pageCurl:
            line([(3, 3), (19, 3), (19, 12), (12, 19), (3, 19), (3, 3)])
            line([(19, 12), (12, 12), (12, 19)])
        default:
            return nil
        }
        return (stroke.isEmpty ? nil : stroke, fill.isEmpty ? nil : fill)
    }

    /// A view drawing `item`'s glyph in `color`, or nil for items without one.
    static func view(for item: UIBarButtonItem.SystemItem, color: UIColor) -> UIView? {
        guard let paths = paths(for: item) else { return nil }
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.isUserInteractionEnabled = false
        if let fill = paths.fill {
            let layer = CAShapeLayer()
            layer.frame = view.bounds
            layer.path = fill.cgPath
            layer.fillColor = color.cgColor
            view.layer.addSublayer(layer)
        }
        if let stroke = paths.stroke {
            let layer = CAShapeLayer()
            layer.frame = view.bounds
            layer.path = stroke.cgPath
            layer.fillColor = nil
            layer.strokeColor = color.cgColor
            layer.lineWidth = 1.8
            layer.lineCap = .round
            layer.lineJoin = .round
            view.layer.addSublayer(layer)
        }
        return view
    }
}
