import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Rendered frames of typical view trees, compared with `Fixtures/Goldens/uikit/`.
@MainActor @Suite struct UIKitGoldenTests {
    /// A 24 × 16 pixel test card: blue→green gradient, red square top-left, yellow square bottom-right,
    /// so placement, scaling and orientation are visible.
    static func testCard() -> UIImage {
        var bitmap = UIImage.linearGradient(
            colors: [.systemBlue, .systemGreen], size: CGSize(width: 24, height: 16),
            startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1)
        )
        .cgImage!.rasterImage.bitmap
        for y in 0..<4 { for x in 0..<4 { bitmap[x, y] = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255) } }
        for y in 12..<16 { for x in 20..<24 { bitmap[x, y] = PremultipliedPixel(r: 255, g: 220, b: 0, a: 255) } }
        return UIImage(bitmap: bitmap, scale: 1, name: "test-card")
    }

    private func frame(of window: UIWindow, scale: CGFloat) -> Bitmap {
        FrameRecorder(window: window, fps: 60, scale: scale, threads: 1).snapshot()
    }

    private func window(width: CGFloat, height: CGFloat) -> UIWindow {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return window
    }

    @Test func imageViewInEveryContentMode() {
        // One cell per mode (in raw-value order, 5 per row) plus aspect-fill without clipping at the end.
        let w = window(width: 250, height: 150)
        let card = Self.testCard()
        let modes = UIView.ContentMode.allCases.map { ($0, true) } + [(.scaleAspectFill, false)]
        for (index, (mode, clips)) in modes.enumerated() {
            let cell = CGRect(x: CGFloat(index % 5) * 50, y: CGFloat(index / 5) * 50, width: 50, height: 50)
            let view = UIImageView(frame: cell.insetBy(dx: 8, dy: 12))
            view.backgroundColor = .systemGray5
            view.image = card
            view.contentMode = mode
            view.clipsToBounds = clips
            w.addSubview(view)
        }
        assertGolden(frame(of: w, scale: 2), named: "image-view-content-modes", suite: "uikit")
    }

    @Test func rotationWithPerspective() {
        let w = window(width: 200, height: 120)
        let left = UIImageView(frame: CGRect(x: 20, y: 20, width: 72, height: 80))
        left.image = Self.testCard()
        left.contentMode = .scaleToFill
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 200
        left.layer.transform = CATransform3DRotate(t, .pi / 3.5, 0, 1, 0)
        w.addSubview(left)
        // A container with shared perspective and a face turned the other way about x.
        let container = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 120))
        container.layer.sublayerTransform = t
        let face = UIView(frame: CGRect(x: 15, y: 25, width: 70, height: 70))
        face.backgroundColor = .systemOrange
        face.layer.cornerRadius = 10
        face.layer.transform = CATransform3DMakeRotation(-.pi / 4, 1, 0, 0)
        let dot = UIView(frame: CGRect(x: 25, y: 25, width: 20, height: 20))
        dot.backgroundColor = .systemIndigo
        face.addSubview(dot)
        container.addSubview(face)
        w.addSubview(container)
        assertGolden(frame(of: w, scale: 2), named: "rotation-3d-perspective", suite: "uikit")
    }

    @Test func maskViewAndGroupOpacity() {
        let w = window(width: 200, height: 100)
        // Left: seed 004's push mask — a white mask view half as wide as the masked view.
        let masked = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        masked.backgroundColor = .systemRed
        let stripe = UIView(frame: CGRect(x: 0, y: 30, width: 80, height: 20))
        stripe.backgroundColor = .systemBlue
        masked.addSubview(stripe)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 80))
        mask.backgroundColor = .white
        masked.mask = mask
        w.addSubview(masked)
        // Right: a round, half-transparent mask over an image, and a translucent group whose children overlap.
        let image = UIImageView(frame: CGRect(x: 100, y: 10, width: 45, height: 80))
        image.image = Self.testCard()
        image.contentMode = .scaleAspectFill
        let round = UIView(frame: CGRect(x: 2, y: 20, width: 40, height: 40))
        round.backgroundColor = UIColor.white.withAlphaComponent(0.6)
        round.layer.cornerRadius = 20
        image.mask = round
        w.addSubview(image)
        let group = UIView(frame: CGRect(x: 150, y: 20, width: 40, height: 60))
        group.alpha = 0.5
        for (i, colour) in [UIColor.systemGreen, UIColor.systemPurple].enumerated() {
            let v = UIView(frame: CGRect(x: CGFloat(i) * 10, y: CGFloat(i) * 20, width: 30, height: 40))
            v.backgroundColor = colour
            group.addSubview(v)
        }
        w.addSubview(group)
        assertGolden(frame(of: w, scale: 2), named: "mask-and-group-opacity", suite: "uikit")
    }

    @Test func continuousCornersClipTheShapeTheyFill() {
        // A red subview clipped by continuous corners covers just what a red continuous background fills.
        func card(clipping: Bool) -> Bitmap {
            let w = window(width: 60, height: 60)
            let v = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
            v.layer.cornerRadius = 18
            v.layer.cornerCurve = .continuous
            if clipping {
                v.clipsToBounds = true
                let fill = UIView(frame: CGRect(x: -5, y: -5, width: 60, height: 60))
                fill.backgroundColor = .red
                v.addSubview(fill)
            } else {
                v.backgroundColor = .red
            }
            w.addSubview(v)
            return frame(of: w, scale: 2)
        }
        let clipped = card(clipping: true)
        let filled = card(clipping: false)
        var largest = 0
        for y in 0..<filled.height {
            for x in 0..<filled.width {
                let p = clipped[x, y]
                let q = filled[x, y]
                largest = max(
                    largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                    abs(Int(p.a) - Int(q.a)))
            }
        }
        #expect(largest <= 1, "clip and background differ by up to \(largest)")
    }

    @Test func imagesInContinuousAndCircularCornerCards() {
        // Left: continuous corners with a border; right: circular ones. Both clip an image.
        let w = window(width: 200, height: 100)
        for (index, curve) in [CALayerCornerCurve.continuous, .circular].enumerated() {
            let cardView = UIView(frame: CGRect(x: 10 + CGFloat(index) * 100, y: 10, width: 80, height: 80))
            cardView.layer.cornerRadius = 24
            cardView.layer.cornerCurve = curve
            cardView.layer.borderWidth = 2
            cardView.layer.borderColor = UIColor.black.cgColor
            cardView.clipsToBounds = true
            let image = UIImageView(frame: cardView.bounds)
            image.image = Self.testCard()
            image.contentMode = .scaleAspectFill
            cardView.addSubview(image)
            w.addSubview(cardView)
        }
        assertGolden(frame(of: w, scale: 2), named: "continuous-corner-clip", suite: "uikit")
    }
}
