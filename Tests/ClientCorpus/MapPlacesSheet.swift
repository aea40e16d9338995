import Flipbook

/// A Maps-style screen as apps write it since iOS 15: a map stays on screen under a sheet of places with
/// medium and large detents and a grabber; the map stays undimmed and touchable at the medium detent, the
/// sheet cannot be swiped away, and the list of places scrolls once the sheet is large.
final class MapViewController: UIViewController, UISheetPresentationControllerDelegate {
    private(set) var detentChanges: [UISheetPresentationController.Detent.Identifier?] = []
    private(set) var mapTaps = 0
    let placesSheet = PlacesViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.93, green: 0.92, blue: 0.87, alpha: 1)
        let roads: [CGRect] = [
            CGRect(x: 0, y: 90, width: 400, height: 10), CGRect(x: 60, y: 0, width: 10, height: 900),
            CGRect(x: 0, y: 210, width: 400, height: 6), CGRect(x: 130, y: 0, width: 6, height: 900),
        ]
        for road in roads {
            let view = UIView(frame: road)
            view.backgroundColor = .white
            self.view.addSubview(view)
        }
        let park = UIView(frame: CGRect(x: 80, y: 110, width: 40, height: 90))
        park.backgroundColor = UIColor(red: 0.67, green: 0.85, blue: 0.6, alpha: 1)
        park.layer.cornerRadius = 6
        view.insertSubview(park, at: 0)
        let pin = UIView(frame: CGRect(x: 94, y: 140, width: 12, height: 12))
        pin.backgroundColor = .systemRed
        pin.layer.cornerRadius = 6
        view.addSubview(pin)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.mapTapped))
    }

    func mapTapped() {
        mapTaps += 1
    }

    func showPlaces() {
        placesSheet.modalPresentationStyle = .pageSheet
        if let sheet = placesSheet.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = true
            sheet.preferredCornerRadius = 16
            sheet.delegate = self
        }
        placesSheet.isModalInPresentation = true
        present(placesSheet, animated: true)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        detentChanges.append(sheetPresentationController.selectedDetentIdentifier)
    }
}

/// The sheet's content: a search field and a scrolling list of places.
final class PlacesViewController: UIViewController {
    let list = UIScrollView()
    private let search = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        search.backgroundColor = .systemGray5
        search.layer.cornerRadius = 8
        view.addSubview(search)
        for index in 0..<12 {
            let row = UIView(frame: CGRect(x: 12, y: CGFloat(index) * 44, width: 156, height: 36))
            row.backgroundColor = index.isMultiple(of: 2) ? .systemGray6 : .systemGray4
            row.layer.cornerRadius = 6
            list.addSubview(row)
        }
        view.addSubview(list)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        search.frame = CGRect(x: 12, y: 16, width: view.bounds.width - 24, height: 28)
        list.frame = CGRect(x: 0, y: 52, width: view.bounds.width, height: max(view.bounds.height - 52, 0))
        list.contentSize = CGSize(width: view.bounds.width, height: 12 * 44)
    }
}
