import Flipbook
import Foundation

/// A grid of coloured tiles (hand-placed, three across) to zoom out of, and the detail screen one opens.
@MainActor
final class ZoomGridStage {
    let grid = UIViewController()
    let detail = UIViewController()
    var tiles: [UIView] = []
    /// Which tile the source view provider answers with, and how often it was asked.
    var sourceIndex = 4
    var providerCalls: [(source: UIViewController, zoomed: UIViewController)] = []

    init(options: UIViewController.Transition.ZoomOptions? = nil) {
        grid.view.backgroundColor = .white
        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo,
            .systemPurple, .systemPink,
        ]
        for (index, color) in colors.enumerated() {
            let tile = UIView(
                frame: CGRect(
                    x: 16 + CGFloat(index % 3) * 124, y: 140 + CGFloat(index / 3) * 124, width: 110, height: 110))
            tile.backgroundColor = color
            tile.layer.cornerRadius = 12
            grid.view.addSubview(tile)
            tiles.append(tile)
        }
        detail.view.backgroundColor = .systemTeal
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
        header.backgroundColor = .systemIndigo
        detail.view.addSubview(header)
        let caption = UIView(frame: CGRect(x: 24, y: 420, width: 240, height: 24))
        caption.backgroundColor = .white
        detail.view.addSubview(caption)
        detail.preferredTransition = .zoom(options: options) { [unowned self] context in
            providerCalls.append((context.sourceViewController, context.zoomedViewController))
            return tiles[sourceIndex]
        }
    }
}
