import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIViewHierarchyTests {
    private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
    private func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

    @Test func subviewOrderAndLayerOrderStayInStep() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let d = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(ids(root.subviews) == ids([c, a, b]))
        root.insertSubview(d, belowSubview: a)
        #expect(ids(root.subviews) == ids([c, d, a, b]))
        root.insertSubview(c, aboveSubview: a)
        #expect(ids(root.subviews) == ids([d, a, c, b]))
        root.bringSubviewToFront(d)
        #expect(ids(root.subviews) == ids([a, c, b, d]))
        root.sendSubviewToBack(b)
        #expect(ids(root.subviews) == ids([b, a, c, d]))
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(ids(root.subviews) == ids([d, a, c, b]))
        root.addSubview(a) // re-adding moves to the front
        #expect(ids(root.subviews) == ids([d, c, b, a]))
        #expect(ids(root.layer.sublayers) == ids(root.subviews.map(\.layer)))
        c.removeFromSuperview()
        #expect(c.superview == nil && c.layer.superlayer == nil)
        #expect(ids(root.layer.sublayers) == ids([d, b, a].map(\.layer)))
    }

    @Test func rawSublayersKeepTheirPlaceBetweenViews() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let raw = CALayer()
        root.addSubview(a)
        root.layer.addSublayer(raw)
        root.insertSubview(b, at: 0)
        #expect(ids(root.layer.sublayers) == ids([b.layer, a.layer, raw]))
        root.addSubview(b)
        #expect(ids(root.layer.sublayers) == ids([a.layer, raw, b.layer]))
    }

    @Test func movingToAnotherSuperviewDetachesFirst() {
        let p1 = UIView()
        let p2 = UIView()
        let v = UIView()
        p1.addSubview(v)
        p2.addSubview(v)
        #expect(p1.subviews.isEmpty && v.superview === p2 && v.layer.superlayer === p2.layer)
    }

    @Test func cyclesAndBadSiblingsAreRefused() {
        let root = UIView()
        let child = UIView()
        let stranger = UIView()
        root.addSubview(child)
        child.addSubview(root)
        #expect(root.superview == nil)
        root.addSubview(root)
        #expect(root.superview == nil)
        let v = UIView()
        root.insertSubview(v, belowSubview: stranger)
        #expect(v.superview == nil)
    }

    @Test func windowAndCallbacks() {
        final class Probe: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) {
                log.append("willSuper:\(newSuperview == nil ? "nil" : "view")")
            }
            override func didMoveToSuperview() { log.append("didSuper") }
            override func willMove(toWindow newWindow: UIWindow?) {
                log.append("willWindow:\(newWindow == nil ? "nil" : "window")")
            }
            override func didMoveToWindow() { log.append("didWindow") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let container = UIView()
        let probe = Probe()
        container.addSubview(probe)
        #expect(probe.log == ["willSuper:view", "didSuper"])
        probe.log = []
        window.addSubview(container)
        #expect(probe.window === window && container.window === window && window.window === window)
        #expect(probe.log == ["willWindow:window", "didWindow"])
        probe.log = []
        container.removeFromSuperview()
        #expect(probe.window == nil)
        #expect(probe.log == ["willWindow:nil", "didWindow"])
    }

    @Test func viewWithTagSearchesDepthFirstSelfFirst() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let deep = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(deep)
        deep.tag = 5
        b.tag = 5
        #expect(root.viewWithTag(5) === deep)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(9) == nil)
    }

    @Test func layoutSubviewsRunsOnBoundsChangeAndLayoutIfNeeded() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        #expect(v.count == 1)
        v.layoutIfNeeded()
        #expect(v.count == 1)
        v.center = CGPoint(x: 100, y: 100) // moving doesn't need layout
        v.layoutIfNeeded()
        #expect(v.count == 1)
        v.bounds.size.width = 20
        v.layoutIfNeeded()
        #expect(v.count == 2)
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.count == 3)
    }

    @Test func maskViewIsNotASubview() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let m = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 10))
        let other = UIView()
        other.addSubview(m)
        v.mask = m
        #expect(m.superview == nil && v.layer.mask === m.layer && v.subviews.isEmpty)
        v.mask = nil
        #expect(v.layer.mask == nil)
    }

    @Test func applicationIgnoresEventsInNestedPairs() {
        let app = UIApplication.shared
        #expect(!app.isIgnoringInteractionEvents)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents() // unbalanced: ignored, stays 0
        #expect(!app.isIgnoringInteractionEvents)
    }

    @Test func windowsStartHiddenAndBecomeKey() {
        let w = UIWindow(frame: UIScreen.main.bounds)
        #expect(w.isHidden && !w.isKeyWindow)
        w.makeKeyAndVisible()
        #expect(!w.isHidden && w.isKeyWindow && UIApplication.shared.keyWindow === w)
        let w2 = UIWindow(frame: .zero)
        w2.makeKey()
        #expect(!w.isKeyWindow && w2.isKeyWindow)
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844) && UIScreen.main.scale == 3)
    }
}
