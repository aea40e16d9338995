import Flipbook
import FlipbookSnapshotTesting
import Foundation
import Raster
import SnapshotTesting

/// Small recordings and a temporary `__Snapshots__` folder for the strategy tests.
enum SnapshotFixtures {
    /// A 120 × 160 pt screen at 1×, so frames are small and quick.
    static let device = SimulatedDevice(
        identifier: "test-phone", name: "Test phone", portraitScreenSize: CGSize(width: 120, height: 160), scale: 1,
        portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero)

    /// A rounded orange card that slides from x = 10 to x = 60 and squares its corners over 0.2 s on a
    /// blue screen. `radius` is its starting corner radius, `endX` where it stops; `speck` adds a 1 × 1 pt
    /// view of another colour at the top-left corner (one pixel of every frame).
    static func slide(radius: CGFloat = 8, endX: CGFloat = 60, speck: Bool = false) -> TransitionRecording {
        TransitionRecording(device: device, scale: 1, fps: 20, seconds: 0.2) { () -> CardViewController in
            let controller = CardViewController()
            controller.radius = radius
            controller.speck = speck
            return controller
        } start: { controller in
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
                controller.card.frame.origin.x = endX
                controller.card.layer.cornerRadius = 0
            }
        }
    }

    /// A new empty folder for snapshots (removed by `remove`).
    static func folder() throws -> URL {
        try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: FileManager.default.temporaryDirectory,
            create: true)
    }

    /// The files in `folder`, sorted.
    static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}

/// The screen of ``SnapshotFixtures/slide(radius:speck:)``.
final class CardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 10, y: 40, width: 50, height: 70))
    var radius: CGFloat = 8
    var speck = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = radius
        card.accessibilityIdentifier = "card"
        view.addSubview(card)
        if speck {
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            dot.backgroundColor = .white
            view.addSubview(dot)
        }
    }
}
