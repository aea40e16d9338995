import Flipbook

/// A photo grid as apps write it: a collection view with a flow layout, a diffable data source whose cells
/// come from a cell registration, and a tap that pushes a viewer through a zoom animator. The animator finds
/// the tapped cell with `cellForItem(at:)`, converts its frame into the container, hides it during the
/// flight and flies a copy of its photo to the viewer's image view.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}

struct Photo: Hashable, Sendable {
    let id: Int
    let color: UIColor

    static func == (lhs: Photo, rhs: Photo) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable, Sendable {
        case main
    }

    var photos: [Photo] = []
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Photo>!
    var selectedIndexPath: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
            cell.imageView.backgroundColor = photo.color
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Photo>()
        snapshot.appendSections([.main])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let side = ((collectionView.bounds.width - 4) / 3).rounded(.down)
        if layout.itemSize.width != side {
            layout.itemSize = CGSize(width: side, height: side)
        }
    }

    func removePhoto(_ photo: Photo) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([photo])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        selectedIndexPath = indexPath
        let viewer = PhotoViewerController()
        viewer.photo = photo
        navigationController?.pushViewController(viewer, animated: true)
    }
}

final class PhotoViewerController: UIViewController {
    var photo: Photo?
    let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.backgroundColor = photo?.color
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = view.bounds.width
        imageView.frame = CGRect(x: 0, y: (view.bounds.height - side) / 2, width: side, height: side)
    }
}

final class PhotoZoomTransition: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let pushing = operation == .push
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let gridVC = (pushing ? fromVC : toVC) as? PhotoGridViewController,
            let viewerVC = (pushing ? toVC : fromVC) as? PhotoViewerController,
            let indexPath = gridVC.selectedIndexPath
        else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: toVC)
        if pushing {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, at: 0)
        }
        toView.layoutIfNeeded()
        guard let cell = gridVC.collectionView.cellForItem(at: indexPath) as? PhotoCell else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let cellFrame = cell.convert(cell.bounds, to: container)
        let viewerFrame = viewerVC.imageView.convert(viewerVC.imageView.bounds, to: container)

        let flyer = UIImageView()
        flyer.backgroundColor = cell.imageView.backgroundColor
        flyer.frame = pushing ? cellFrame : viewerFrame
        container.addSubview(flyer)
        cell.isHidden = true
        viewerVC.imageView.isHidden = true
        viewerVC.view.alpha = pushing ? 0 : 1

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.9,
            initialSpringVelocity: 0, options: [.curveEaseInOut],
            animations: {
                flyer.frame = pushing ? viewerFrame : cellFrame
                viewerVC.view.alpha = pushing ? 1 : 0
            },
            completion: { _ in
                cell.isHidden = false
                viewerVC.imageView.isHidden = false
                viewerVC.view.alpha = 1
                flyer.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class PhotoZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let involvesGrid = fromVC is PhotoGridViewController || toVC is PhotoGridViewController
        let involvesViewer = fromVC is PhotoViewerController || toVC is PhotoViewerController
        return involvesGrid && involvesViewer ? PhotoZoomTransition(operation: operation) : nil
    }
}
