import Flipbook
import Raster

/// `flipbook bench --collection`: a 1,000-item collection view (flow layout, three columns of captioned
/// tiles, cells from a registration) on a 390 × 844-point window at scale 3, beside a flat frame: the same
/// tiles as plain views placed by hand in a scroll view. Times one frame from scratch (the collection view made, laid
/// out, its visible cells dequeued, the frame drawn) and 60 frames of scrolling (each frame moves the content
/// 12 points, so cells leave, are reused and arrive), each against the flat frame drawn as often, and prints
/// the ratios.
@MainActor
struct CollectionBench {
    /// Items in the collection view.
    var items = 1000
    /// Timed repetitions per stage (after one warm-up).
    var iterations = 5
    /// Pixels per point.
    var scale: CGFloat = 3
    /// Frames of scrolling.
    var scrollFrames = 60

    static let tile = CGSize(width: 128, height: 128)
    static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]

    func run() {
        let world = World()
        world.run {
            print(
                "flipbook bench --collection: \(items) items at scale \(Int(scale)), \(iterations) run"
                    + "\(iterations == 1 ? "" : "s") per stage; median (fastest) ms")
            let flat = Stopwatch.measure(iterations: iterations) { _ = render(flatWindow()) }
            report("flat frame (hand-placed tiles)", flat)
            let first = Stopwatch.measure(iterations: iterations) {
                let (window, _, source) = collectionWindow()
                withExtendedLifetime(source) { _ = render(window) }
            }
            report("collection view frame (from scratch)", first)
            let (window, collectionView, source) = collectionWindow()
            _ = render(window)
            var offset: CGFloat = 0
            let scrolling = Stopwatch.measure(iterations: iterations) {
                for _ in 0..<scrollFrames {
                    offset += 12
                    collectionView.contentOffset = CGPoint(x: 0, y: offset)
                    _ = render(window)
                }
            }
            report("\(scrollFrames) frames of scrolling", scrolling)
            let flatScrolling = Stopwatch.measure(iterations: iterations) {
                let window = flatWindow(scrolling: true)
                for frame in 0..<scrollFrames {
                    window.subviews[0].bounds.origin.y = CGFloat(frame) * 12
                    _ = render(window)
                }
            }
            report("\(scrollFrames) flat frames", flatScrolling)
            print(
                String(
                    format: "ratio: one frame %.2f× the flat frame; scrolling %.2f× (%.3f ms a frame)",
                    first.median / flat.median, scrolling.median / flatScrolling.median,
                    scrolling.median * 1000 / Double(scrollFrames)))
            print(
                String(
                    format: "fastest runs: one frame %.2f×; scrolling %.2f× (what a busy machine disturbs least)",
                    first.fastest / flat.fastest, scrolling.fastest / flatScrolling.fastest))
            print(
                "check: \(collectionView.visibleCells.count) cells on screen, \(collectionView.subviews.count) subviews"
            )
            withExtendedLifetime(source) {}
        }
    }

    private func render(_ window: UIWindow) -> Bitmap {
        FrameRecorder(window: window, fps: 60, scale: scale, threads: 1).snapshot()
    }

    /// A window showing the collection view.
    private func collectionWindow() -> (UIWindow, UICollectionView, Tiles) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = Self.tile
        layout.minimumLineSpacing = 3
        layout.minimumInteritemSpacing = 3
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let source = Tiles(count: items)
        collectionView.dataSource = source
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        window.addSubview(collectionView)
        return (window, collectionView, source)
    }

    /// A window showing the same tiles as plain views in a scroll view, placed by hand: as many as the
    /// screen shows, or with `scrolling`, as many as the scrolling shows (the lines down to the bottom of the
    /// last offset scrolled to).
    private func flatWindow(scrolling: Bool = false) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let content = UIScrollView(frame: window.bounds)
        window.addSubview(content)
        let lines = Int(((844 + (scrolling ? CGFloat(scrollFrames) * 12 : 0)) / 131).rounded(.up))
        for index in 0..<(3 * lines) {
            let tile = UIView(
                frame: CGRect(
                    x: CGFloat(index % 3) * 131, y: CGFloat(index / 3) * 131, width: Self.tile.width,
                    height: Self.tile.height))
            tile.backgroundColor = Self.colors[index % Self.colors.count]
            let label = UILabel(frame: CGRect(x: 8, y: 100, width: 112, height: 20))
            label.text = "Photo \(index)"
            label.textColor = .white
            tile.addSubview(label)
            content.addSubview(tile)
        }
        return window
    }

    private func report(_ stage: String, _ timing: Stopwatch.Timing) {
        print(
            stage.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "%9.3f (%8.3f) ms", timing.median * 1000, timing.fastest * 1000))
    }

    /// The benchmark's data source: numbered, coloured tiles.
    final class Tiles: NSObject, UICollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            (cell as? TileCell)?.show(indexPath.item)
            return cell
        }
    }

    /// A tile: a colour and a caption.
    final class TileCell: UICollectionViewCell {
        let label = UILabel(frame: CGRect(x: 8, y: 100, width: 112, height: 20))
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.textColor = .white
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        func show(_ index: Int) {
            contentView.backgroundColor = CollectionBench.colors[index % CollectionBench.colors.count]
            label.text = "Photo \(index)"
        }
    }
}
