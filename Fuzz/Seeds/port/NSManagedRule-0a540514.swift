let expected = """
import Flipbook

class ProgressLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    public var tint: CGColor? {
        get { value(forKey: "tint") as? CGColor }
        set { setValue(newValue, forKey: "tint") }
    }
}

final class RingLayer: ProgressLayer {
    var isOn: Bool {
        get { value(forKey: "isOn") as? Bool ?? false }
        set { setValue(newValue, forKey: "isOn") }
    }
}
