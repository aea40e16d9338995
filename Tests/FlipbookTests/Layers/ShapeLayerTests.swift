import Foundation
import Testing

@testable import Flipbook

/// Shape, gradient and effect layers, shadows and borders in the display list.
@MainActor @Suite struct ShapeLayerTests {
    func list(_ configure: (UIView) -> Void) -> DisplayList {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.isHidden = false
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        w.addSubview(v)
        configure(v)
        return DisplayListBuilder(scale: 1).displayList(for: w.layer, size: w.bounds.size)
    }

    func shapes(_ items: [DisplayItem]) -> [ShapeItem] {
        items.flatMap { item -> [ShapeItem] in
            switch item {
            case .shape(let s): [s]
            case .group(let g): shapes(g.children)
            default: []
            }
        }
    }

    @Test func shapeLayerFillsThenStrokes() {
        let l = list { v in
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
            shape.fillColor = UIColor.red.cgColor
            shape.strokeColor = UIColor.blue.cgColor
            shape.lineWidth = 3
            shape.lineDashPattern = [4, 2]
            shape.strokeEnd = 0.5
            shape.fillRule = .evenOdd
            v.layer.addSublayer(shape)
        }
        let s = shapes(l.items)
        #expect(s.count == 2)
        guard s.count == 2, case .path(_, let rule) = s[0].shape, case .stroke(_, let style) = s[1].shape else {
            Issue.record("expected a fill and a stroke")
            return
        }
        #expect(rule == .evenOdd)
        #expect(style.width == 3 && style.dashPattern == [4, 2] && style.end == 0.5)
        #expect(s[0].paint == .solid(Color(red: 1, green: 0, blue: 0)))
    }

    @Test func shapeLayerPathAnimatesPointByPoint() {
        VirtualClock.shared.reset()
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        animation.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
        animation.duration = 1
        shape.add(animation, forKey: "grow")
        VirtualClock.shared.advance(by: 0.5)
        #expect(shape.presentation()?.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func shadowsBordersAndGradients() {
        let l = list { v in
            v.backgroundColor = .white
            v.layer.cornerRadius = 8
            v.layer.maskedCorners = [.layerMinXMinYCorner]
            v.layer.borderWidth = 2
            v.layer.borderColor = UIColor.black.cgColor
            v.layer.shadowOpacity = 0.5
            v.layer.shadowOffset = CGSize(width: 0, height: 4)
            v.layer.shadowRadius = 6
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.type = .radial
            v.layer.addSublayer(gradient)
        }
        guard case .group(let shadowGroup) = l.items.first(where: { if case .group = $0 { true } else { false } }),
            let shadow = shadowGroup.shadow
        else {
            Issue.record("no shadow group in \(l.items)")
            return
        }
        #expect(shadow.offsetY == 4 && shadow.sigma == 6 && shadow.color.alpha == 0.5)
        let fill = l.items.compactMap { if case .fill(let f) = $0 { f } else { nil } }.first
        #expect(fill?.radii == CornerRadii(topLeft: 8, topRight: 0, bottomRight: 0, bottomLeft: 0))
        let s = shapes(l.items.filter { if case .group = $0 { false } else { true } })
        #expect(s.count == 2)
        if case .gradient(let g) = s.first?.paint {
            #expect(g.kind == .radial && g.startX == 30 && g.endY == 20)
        } else {
            Issue.record("no gradient")
        }
        if case .path(_, .evenOdd) = s.last?.shape {} else { Issue.record("border is not an even-odd band") }
    }

    @Test func blurEffectAnimatesInInsideUIViewAnimate() {
        VirtualClock.shared.reset()
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        UIView.animate(withDuration: 1) { effectView.effect = UIBlurEffect(style: .light) }
        VirtualClock.shared.advance(by: 0.5)
        let radius = (effectView.layer.presentation() as? VisualEffectLayer)?.blurRadius ?? -1
        #expect(radius > 0 && radius < UIBlurEffect(style: .light).blurRadius)
        VirtualClock.shared.advance(by: 1)
        let l = DisplayListBuilder(scale: 2).items(for: effectView.layer)
        guard case .backdrop(let b)? = l.first else {
            Issue.record("no backdrop in \(l)")
            return
        }
        #expect(b.sigma == Double(UIBlurEffect(style: .light).blurRadius) * 2)
    }
}
