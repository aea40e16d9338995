import Flipbook

/// The springy list of the well-known UIKit Dynamics demos: a flow layout whose items hang on springs from
/// their resting places (`UIDynamicAnimator(collectionViewLayout:)`, the layout attributes as dynamic items),
/// tiled as they come into view, so that rows far from the finger lag behind a scroll and settle back.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    private lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    private var springIndexPaths = Set<IndexPath>()
    private var latestDelta: CGFloat = 0

    /// How much a point of distance from the finger makes a row lag behind a scroll.
    var scrollResistanceFactor: CGFloat = 1500

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let visibleRect = CGRect(origin: collectionView.bounds.origin, size: collectionView.bounds.size)
            .insetBy(dx: -100, dy: -100)
        let itemsInVisibleRect = super.layoutAttributesForElements(in: visibleRect) ?? []
        let indexPathsInVisibleRect = Set(itemsInVisibleRect.map { $0.indexPath })

        let noLongerVisible = dynamicAnimator.behaviors.compactMap { $0 as? UIAttachmentBehavior }.filter {
            guard let attributes = $0.items.first as? UICollectionViewLayoutAttributes else { return false }
            return !indexPathsInVisibleRect.contains(attributes.indexPath)
        }
        for behavior in noLongerVisible {
            dynamicAnimator.removeBehavior(behavior)
            if let attributes = behavior.items.first as? UICollectionViewLayoutAttributes {
                springIndexPaths.remove(attributes.indexPath)
            }
        }

        let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
        for item in itemsInVisibleRect where item.representedElementCategory == .cell {
            guard !springIndexPaths.contains(item.indexPath) else { continue }
            var center = item.center
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            if latestDelta != 0 {
                let resistance = abs(touchLocation.y - spring.anchorPoint.y) / scrollResistanceFactor
                center.y +=
                    latestDelta < 0
                    ? max(latestDelta, latestDelta * resistance) : min(latestDelta, latestDelta * resistance)
                item.center = center
            }
            dynamicAnimator.addBehavior(spring)
            springIndexPaths.insert(item.indexPath)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return dynamicAnimator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        latestDelta = delta
        let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            guard let item = spring.items.first else { continue }
            let resistance = abs(touchLocation.y - spring.anchorPoint.y) / scrollResistanceFactor
            var center = item.center
            center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            item.center = center
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}

/// A list of coloured rows on a ``SpringyFlowLayout``.
final class SpringyListViewController: UIViewController, UICollectionViewDataSource {
    let layout = SpringyFlowLayout()
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.minimumLineSpacing = 8
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// Rows as wide as the screen less 10-point margins, set before the layout first tiles its springs.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let size = CGSize(width: view.bounds.width - 20, height: 44)
        if layout.itemSize != size { layout.itemSize = size }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return 60
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemTeal
        cell.layer.cornerRadius = 8
        return cell
    }
}
