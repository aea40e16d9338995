import Foundation
import Testing

@testable import Flipbook

/// Readable views of display items for structural assertions.
extension DisplayItem {
    var fill: FillItem? { if case .fill(let f) = self { f } else { nil } }
    var image: ImageItem? { if case .image(let i) = self { i } else { nil } }
    var group: GroupItem? { if case .group(let g) = self { g } else { nil } }
}

/// Where a local point of an item lands in device pixels.
func device(_ m: Matrix4, _ x: Double, _ y: Double) -> CGPoint {
    let p = m.apply(x: x, y: y)
    return CGPoint(x: p.x / p.w, y: p.y / p.w)
}

@MainActor @Suite struct DisplayListBuilderTests {
    private func window(_ size: CGFloat = 100) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: size, height: size))
        w.isHidden = false
        return w
    }

    @Test func backgroundsBecomeFillsInDevicePixels() {
        let w = window()
        w.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        v.backgroundColor = .red
        v.layer.cornerRadius = 5
        w.addSubview(v)
        let list = DisplayListBuilder(scale: 2).displayList(for: w.layer, size: w.bounds.size)
        #expect(list.width == 200 && list.height == 200)
        #expect(list.items.count == 2)
        let fill = list.items[1].fill!
        #expect(fill.rect == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(fill.radii == CornerRadii(5))
        #expect(fill.color == Color(red: 1, green: 0, blue: 0))
        #expect(device(fill.transform, 0, 0) == CGPoint(x: 20, y: 40))
        #expect(device(fill.transform, 30, 40) == CGPoint(x: 80, y: 120))
    }

    @Test func hiddenTransparentAndClearLayersDrawNothing() {
        let w = window()
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        transparent.backgroundColor = .red
        transparent.alpha = 0
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.backgroundColor = .blue
        transparent.addSubview(child)
        let noColour = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        [hidden, transparent, noColour].forEach(w.addSubview)
        #expect(DisplayListBuilder(scale: 1).items(for: w.layer).isEmpty)
        w.isHidden = true
        #expect(DisplayListBuilder(scale: 1).items(for: w.layer).isEmpty)
    }

    @Test func opacityOnASingleItemIsAppliedDirectly() {
        let w = window()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        v.alpha = 0.5
        w.addSubview(v)
        let items = DisplayListBuilder(scale: 1).items(for: w.layer)
        #expect(items.count == 1)
        #expect(items[0].fill?.color.alpha == 0.5)
    }

    @Test func opacityWithSublayersIsAGroup() {
        let w = window()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.backgroundColor = .red
        v.alpha = 0.5
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        child.backgroundColor = .blue
        v.addSubview(child)
        w.addSubview(v)
        let items = DisplayListBuilder(scale: 1).items(for: w.layer)
        let group = items[0].group!
        #expect(items.count == 1 && group.opacity == 0.5 && group.clip == nil && group.mask == nil)
        #expect(group.children.count == 2)
        #expect(group.children.allSatisfy { $0.fill?.color.alpha == 1 })
        #expect(device(group.children[1].fill!.transform, 0, 0) == CGPoint(x: 10, y: 10))

        v.layer.allowsGroupOpacity = false
        let flat = DisplayListBuilder(scale: 1).items(for: w.layer)
        #expect(flat.count == 2 && flat.allSatisfy { $0.fill?.color.alpha == 0.5 })
    }

    @Test func clipsToBoundsIsAGroupClipRoundedByCornerRadius() {
        let w = window()
        let v = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        v.clipsToBounds = true
        v.layer.cornerRadius = 200 // clamped to half the shorter side
        let child = UIView(frame: CGRect(x: 40, y: 40, width: 30, height: 30))
        child.backgroundColor = .blue
        v.addSubview(child)
        w.addSubview(v)
        let group = DisplayListBuilder(scale: 1).items(for: w.layer)[0].group!
        #expect(group.opacity == 1)
        #expect(group.clip?.rect == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(group.clip?.radii == CornerRadii(25))
        #expect(device(group.clip!.transform, 0, 0) == CGPoint(x: 5, y: 5))
        #expect(group.children.count == 1)

        let lone = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        lone.backgroundColor = .red
        lone.clipsToBounds = true
        let w2 = window()
        w2.addSubview(lone)
        #expect(DisplayListBuilder(scale: 1).items(for: w2.layer)[0].fill != nil) // nothing to clip
    }

    @Test func maskViewBecomesTheGroupMaskInTheOwnersSpace() {
        let w = window()
        let v = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 60))
        v.backgroundColor = .red
        let m = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 60))
        m.backgroundColor = .white
        v.mask = m
        w.addSubview(v)
        let group = DisplayListBuilder(scale: 1).items(for: w.layer)[0].group!
        #expect(group.children.count == 1)
        let maskFill = group.mask![0].fill!
        #expect(maskFill.rect == Rect(x: 0, y: 0, width: 30, height: 60))
        #expect(device(maskFill.transform, 0, 0) == CGPoint(x: 20, y: 0))
        m.isHidden = true
        #expect(DisplayListBuilder(scale: 1).items(for: w.layer)[0].group!.mask!.isEmpty)
    }

    @Test func imageViewPlacesItsImagePerContentMode() {
        let w = window()
        let image = UIImage.filled(with: .green, size: CGSize(width: 40, height: 20), scale: 2)
        let iv = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        iv.image = image
        iv.contentMode = .scaleAspectFit
        w.addSubview(iv)
        let item = DisplayListBuilder(scale: 3).items(for: w.layer)[0].image!
        #expect(item.rect == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(item.image === image.cgImage!.rasterImage)
        #expect(device(item.transform, 100, 75) == CGPoint(x: 300, y: 225))
        iv.contentMode = .scaleAspectFill
        iv.clipsToBounds = true
        let group = DisplayListBuilder(scale: 1).items(for: w.layer)[0].group!
        #expect(group.clip != nil && group.children[0].image?.rect == Rect(x: -50, y: 0, width: 200, height: 100))
        iv.layer.magnificationFilter = .nearest
        iv.contentMode = .center
        let centred = DisplayListBuilder(scale: 4).items(for: w.layer)[0].group!.children[0].image!
        #expect(centred.rect == Rect(x: 30, y: 40, width: 40, height: 20))
        #expect(centred.sampling == .nearest)
    }

    @Test func zPositionOrdersSiblingsStably() {
        let w = window()
        let colours: [UIColor] = [.red, .green, .blue]
        let views = colours.map { c -> UIView in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.backgroundColor = c
            w.addSubview(v)
            return v
        }
        views[0].layer.zPosition = 1
        let order = DisplayListBuilder(scale: 1).items(for: w.layer).map { $0.fill!.color }
        #expect(
            order == [
                Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0),
            ])
    }

    @Test func boundsOriginAndTransformsCompose() {
        let w = window()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        parent.bounds.origin = CGPoint(x: 10, y: 0)
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        child.backgroundColor = .red
        parent.addSubview(child)
        w.addSubview(parent)
        let fill = DisplayListBuilder(scale: 1).items(for: w.layer)[0].fill!
        // child's (0,0) is parent's box (0,0): top-left of a quarter-turned 40×40 square centred at (70,70).
        #expect(close(device(fill.transform, 0, 0), CGPoint(x: 90, y: 50)))
        #expect(close(device(fill.transform, 10, 0), CGPoint(x: 90, y: 60)))
        #expect(close(device(fill.transform, 0, 0), child.convert(CGPoint.zero, to: w)))
    }

    @Test func perspectiveIsHonouredAndBackFacesCanBeCulled() {
        let w = window(200)
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 300
        card.layer.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        w.addSubview(card)
        let fill = DisplayListBuilder(scale: 1).items(for: w.layer)[0].fill!
        #expect(fill.transform.m14 != 0) // perspective survives into the item
        let left = device(fill.transform, 0, 0)
        let right = device(fill.transform, 100, 0)
        #expect(left.y < 50 && right.y > 50) // near edge taller, far edge shorter
        #expect(close(device(fill.transform, 0, 0), card.convert(CGPoint.zero, to: w), 1e-9))
        card.layer.transform = CATransform3DRotate(t, .pi * 0.9, 0, 1, 0)
        #expect(DisplayListBuilder(scale: 1).items(for: w.layer).count == 1)
        card.layer.isDoubleSided = false
        #expect(DisplayListBuilder(scale: 1).items(for: w.layer).isEmpty)
    }

    @Test func sublayerTransformPerspectiveAppliesToChildren() {
        let w = window(200)
        let container = UIView(frame: w.bounds)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        container.layer.sublayerTransform = p
        let face = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        face.backgroundColor = .blue
        face.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        container.addSubview(face)
        w.addSubview(container)
        let fill = DisplayListBuilder(scale: 1).items(for: w.layer)[0].fill!
        let left = device(fill.transform, 0, 0)
        let right = device(fill.transform, 100, 0)
        #expect(left.y < 50 && right.y > 50)
    }
}
