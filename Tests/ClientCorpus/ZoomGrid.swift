import Flipbook

/// A photo-grid style screen in the iOS 18 way: tapping a tile pushes its detail screen with
/// `preferredTransition = .zoom`, written as Apple's documentation shows it; the source view provider
/// answers with the tile the detail currently shows, so the zoom back lands on the right one.
final class ColorGridViewController: UIViewController {
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
    private(set) var tiles: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for (index, color) in colors.enumerated() {
            let tile = UIView()
            tile.backgroundColor = color
            tile.layer.cornerRadius = 8
            tile.tag = index
            tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tileTapped))
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = (view.bounds.width - 8 * 4) / 3
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(
                x: 8 + CGFloat(index % 3) * (side + 8), y: 80 + CGFloat(index / 3) * (side + 8), width: side,
                height: side)
        }
    }

    func tileTapped(_ recognizer: UITapGestureRecognizer) {
        guard let index = recognizer.view?.tag else { return }
        let detail = ColorDetailViewController(index: index, color: colors[index])
        detail.preferredTransition = .zoom { context in
            guard let detail = context.zoomedViewController as? ColorDetailViewController else { return nil }
            return self.tiles[detail.index]
        }
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// The detail of one colour: the colour fills the top half.
final class ColorDetailViewController: UIViewController {
    let index: Int
    let color: UIColor
    private let swatch = UIView()

    init(index: Int, color: UIColor) {
        self.index = index
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        swatch.backgroundColor = color
        view.addSubview(swatch)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        swatch.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height / 2)
    }
}
