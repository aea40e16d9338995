import Foundation

/// The status bar's content in one colour: the time ("9:41", as Apple's screenshots show it) and the
/// cellular, Wi-Fi and battery icons, placed by a `StatusBarLayout`. Not part of any window: the recorder draws
/// it over the frame.
final class StatusBarContentView: UIView {
    /// The time Apple's marketing screenshots show.
    static let time = "9:41"

    init(layout: StatusBarLayout, screenWidth: CGFloat, color: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: screenWidth, height: layout.height))
        isUserInteractionEnabled = false
        let label = UILabel()
        label.text = Self.time
        label.font = .systemFont(ofSize: layout.timeFontSize, weight: .semibold)
        label.textColor = color
        label.sizeToFit()
        label.center = layout.timeCenter
        addSubview(label)

        let scale = layout.iconScale
        let y = layout.iconsCenterY
        var right = layout.iconsRightEdge
        let battery = place(StatusBarIcons.batterySize, rightEdge: right, centerY: y, scale: scale)
        addIcon(StatusBarIcons.batteryCase(), in: battery, scale: scale, color: color.withAlphaComponent(0.4))
        addIcon(StatusBarIcons.batteryCharge(), in: battery, scale: scale, color: color)
        var signalIcons = [
            (StatusBarIcons.wifiSize, StatusBarIcons.wifi()), (StatusBarIcons.cellularSize, StatusBarIcons.cellular()),
        ]
        if layout.signalAtLeft {
            signalIcons.reverse()
            var left: CGFloat = 6
            for (size, path) in signalIcons {
                let frame = place(size, rightEdge: left + size.width * scale, centerY: y, scale: scale)
                addIcon(path, in: frame, scale: scale, color: color)
                left = frame.maxX + StatusBarIcons.spacing * scale
            }
        } else {
            right = battery.minX - StatusBarIcons.spacing * scale
            for (size, path) in signalIcons {
                let frame = place(size, rightEdge: right, centerY: y, scale: scale)
                addIcon(path, in: frame, scale: scale, color: color)
                right = frame.minX - StatusBarIcons.spacing * scale
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The frame of an icon of `size` (at `scale`) ending at `rightEdge`, centred on `centerY`.
    private func place(_ size: CGSize, rightEdge: CGFloat, centerY: CGFloat, scale: CGFloat) -> CGRect {
        CGRect(
            x: rightEdge - size.width * scale, y: centerY - size.height * scale / 2, width: size.width * scale,
            height: size.height * scale)
    }

    private func addIcon(_ path: UIBezierPath, in frame: CGRect, scale: CGFloat, color: UIColor) {
        path.apply(CGAffineTransform(scaleX: scale, y: scale))
        let shape = CAShapeLayer()
        shape.frame = frame
        shape.path = path.cgPath
        shape.fillRule = .evenOdd
        shape.fillColor = color.cgColor
        layer.addSublayer(shape)
    }
}
