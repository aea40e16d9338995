import Foundation

/// The standard accessories of a table cell, drawn as iOS 17 draws them: a grey chevron
/// (`.disclosureIndicator`), a tinted check mark (`.checkmark`), a tinted circled "i" (`.detailButton`), or
/// both of the last and the chevron (`.detailDisclosureButton`).
@MainActor
final class TableAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        isUserInteractionEnabled = false
        var x: CGFloat = 0
        if type == .detailButton || type == .detailDisclosureButton {
            addSubview(Self.infoButton(at: x))
            x += 22 + 12
        }
        if type == .disclosureIndicator || type == .detailDisclosureButton {
            addSubview(Self.chevron(at: x, height: bounds.height))
        }
        if type == .checkmark { addSubview(Self.checkmark()) }
    }

    required init?(coder: NSCoder) { nil }

    /// The size of an accessory: the chevron is 8 × 14 points, the check mark 14 × 13, the info button 22.
    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 14)
        case .checkmark: CGSize(width: 14, height: 13)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 12 + 8, height: 22)
        }
    }

    private static func stroke(_ path: UIBezierPath, color: UIColor, width: CGFloat, frame: CGRect) -> UIView {
        let view = ShapeView(frame: frame)
        view.shape.path = path.cgPath
        view.shape.strokeColor = color.cgColor
        view.shape.fillColor = nil
        view.shape.lineWidth = width
        view.shape.lineCap = .round
        view.shape.lineJoin = .round
        return view
    }

    private static func chevron(at x: CGFloat, height: CGFloat) -> UIView {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1.2, y: 1.2))
        path.addLine(to: CGPoint(x: 6.8, y: 7))
        path.addLine(to: CGPoint(x: 1.2, y: 12.8))
        return stroke(
            path, color: .tertiaryLabel, width: 2.2, frame: CGRect(x: x, y: (height - 14) / 2, width: 8, height: 14))
    }

    private static func checkmark() -> UIView {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1.2, y: 7.2))
        path.addLine(to: CGPoint(x: 5.2, y: 11.6))
        path.addLine(to: CGPoint(x: 12.8, y: 1.3))
        return stroke(path, color: .systemBlue, width: 2.3, frame: CGRect(x: 0, y: 0, width: 14, height: 13))
    }

    private static func infoButton(at x: CGFloat) -> UIView {
        let frame = CGRect(x: x, y: 0, width: 22, height: 22)
        let ring = stroke(
            UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5)), color: .systemBlue, width: 1.5,
            frame: frame)
        let letter = UILabel(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        letter.text = "i"
        letter.font = .systemFont(ofSize: 15, weight: .semibold)
        letter.textColor = .systemBlue
        letter.textAlignment = .center
        ring.addSubview(letter)
        return ring
    }
}

/// A view backed by a `CAShapeLayer`.
@MainActor
final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shape: CAShapeLayer { layer as! CAShapeLayer }
}
