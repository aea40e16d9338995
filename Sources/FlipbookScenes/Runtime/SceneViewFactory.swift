import Flipbook
import Foundation

/// Turns scene views into UIKit views.
@MainActor
enum SceneViewFactory {
    static func makeView(_ spec: SceneView) -> UIView {
        let view: UIView
        if let grid = spec.grid {
            view = SceneGridView(
                grid: grid, frame: CGRect(x: 0, y: 0, width: spec.frame.width, height: spec.frame.height))
        } else if let image = spec.image {
            let imageView = UIImageView(image: UIImage(cgImage: CGImage(rasterImage: image.image), scale: 1))
            imageView.contentMode = contentMode(spec.contentMode)
            view = imageView
        } else if let text = spec.text {
            view = label(text)
        } else if let symbol = spec.symbol {
            view = symbolView(symbol, contentMode: spec.contentMode)
        } else if let isOn = spec.switchIsOn {
            let toggle = UISwitch()
            toggle.isOn = isOn
            view = toggle
        } else if let control = spec.control {
            view = SceneControls.makeView(control)
        } else if let scroll = spec.scroll {
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: scroll.contentWidth, height: scroll.contentHeight)
            view = scrollView
        } else {
            view = baseView(spec)
        }
        view.frame = CGRect(x: spec.frame.x, y: spec.frame.y, width: spec.frame.width, height: spec.frame.height)
        // A control keeps its own track colour, rounding and clipping unless the scene gives them.
        let isControl = spec.control != nil
        if !isControl || spec.color != nil { view.backgroundColor = spec.color.map(uiColor) }
        if !isControl || spec.cornerRadius > 0 { view.layer.cornerRadius = CGFloat(spec.cornerRadius) }
        view.alpha = CGFloat(spec.alpha)
        view.isHidden = spec.isHidden
        if !isControl || spec.clipsToBounds { view.clipsToBounds = spec.clipsToBounds }
        applyEffects(spec, to: view)
        let parent = (view as? UIVisualEffectView)?.contentView ?? view
        for subview in spec.subviews { parent.addSubview(makeView(subview)) }
        if let scroll = spec.scroll, let scrollView = view as? UIScrollView {
            scrollView.contentOffset = CGPoint(x: scroll.offset.x, y: scroll.offset.y)
        }
        return view
    }

    /// An image view showing the system image, fitted (or placed by an explicit content mode), in its colour.
    private static func symbolView(_ symbol: SceneSymbol, contentMode mode: SceneContentMode) -> UIImageView {
        let configuration = UIImage.SymbolConfiguration(
            pointSize: CGFloat(symbol.pointSize), weight: symbolWeight(symbol.weight))
        let imageView = UIImageView(image: UIImage(systemName: symbol.name, withConfiguration: configuration))
        imageView.contentMode = mode == .scaleToFill ? .scaleAspectFit : contentMode(mode)
        imageView.tintColor = symbol.color.map(uiColor) ?? .systemBlue
        return imageView
    }

    private static func symbolWeight(_ weight: SceneText.Weight) -> UIImage.SymbolWeight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    private static func label(_ text: SceneText) -> UILabel {
        let label = UILabel()
        label.text = text.string
        label.font = .systemFont(ofSize: CGFloat(text.size), weight: weight(text.weight))
        label.textColor = uiColor(text.color)
        label.numberOfLines = text.lines
        label.textAlignment =
            switch text.alignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .natural: .natural
            }
        return label
    }

    private static func weight(_ weight: SceneText.Weight) -> UIFont.Weight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    static func uiColor(_ color: Color) -> UIColor {
        UIColor(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha)
        )
    }

    private static func contentMode(_ mode: SceneContentMode) -> UIView.ContentMode {
        switch mode {
        case .scaleToFill: .scaleToFill
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .center: .center
        }
    }
}

/// A view controller built from a scene: its root view gets the scene's background and views.
@preconcurrency @MainActor
public final class SceneViewController: UIViewController {
    /// The scene's description of this controller.
    public let spec: SceneController
    private var viewsByID: [String: UIView] = [:]
    private var viewsByMatch: [String: UIView] = [:]
    /// The table of ``SceneController/list``, once the view is loaded.
    var listTable: SceneListTable?
    /// The views with `dynamics`, depth first, with their descriptions (once the view is loaded).
    private(set) var dynamicViews: [(spec: SceneDynamics, view: UIView)] = []
    /// The scripted fingers of the scroll views, depth first (once the view is loaded).
    private(set) var scrollFingers: [SceneScrollFinger] = []

    /// A controller for `spec`.
    public init(spec: SceneController) {
        self.spec = spec
        super.init(nibName: nil, bundle: nil)
        title = spec.title ?? spec.id
        navigationItem.largeTitleDisplayMode = Self.uiMode(spec.largeTitleDisplayMode)
        if let style = spec.presentationStyle { modalPresentationStyle = Self.uiStyle(style) }
        isModalInPresentation = spec.isModalInPresentation
        if let sheet = sheetPresentationController {
            if !spec.detents.isEmpty { sheet.detents = spec.detents.map(Self.uiDetent) }
            sheet.selectedDetentIdentifier = spec.selectedDetent.map { Self.uiDetent($0).identifier }
            sheet.largestUndimmedDetentIdentifier = spec.largestUndimmedDetent.map { Self.uiDetent($0).identifier }
            sheet.prefersGrabberVisible = spec.prefersGrabberVisible
            sheet.prefersEdgeAttachedInCompactHeight = spec.prefersEdgeAttachedInCompactHeight
        }
        if let item = spec.rightBarButton {
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: Self.uiItem(item))
        }
        configurePopover()
    }

    /// Keeps a popover that does not adapt a popover on iPhone (the presentation controller's delegate).
    private let popoverAdaptation = ScenePopoverAdaptation()

    /// The popover's size, arrows and adaptation (its source is set by ``aimPopover(from:)``).
    private func configurePopover() {
        guard let popover = spec.popover, let controller = popoverPresentationController else { return }
        if let size = popover.size { preferredContentSize = CGSize(width: size.width, height: size.height) }
        if !popover.arrows.isEmpty {
            controller.permittedArrowDirections = popover.arrows.reduce(into: []) { $0.insert(Self.uiArrow($1)) }
        }
        if !popover.adapts { controller.delegate = popoverAdaptation }
    }

    /// Points this controller's popover at its source in `presenter` (the top of a navigation stack) before
    /// `presenter` presents it; a source that is not there leaves the popover without one, and UIKit's error.
    public func aimPopover(from presenter: UIViewController) {
        guard let popover = spec.popover, let controller = popoverPresentationController else { return }
        let top = (presenter as? UINavigationController)?.topViewController ?? presenter
        switch popover.source {
        case .rightBarButton: controller.barButtonItem = top.navigationItem.rightBarButtonItem
        case .view(let id): controller.sourceView = (top as? SceneViewController)?.sceneView(id)
        }
    }

    /// UIKit's arrow direction for a scene's.
    static func uiArrow(_ arrow: SceneArrowDirection) -> UIPopoverArrowDirection {
        switch arrow {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }

    /// UIKit's system item for a scene's.
    static func uiItem(_ item: SceneBarButton) -> UIBarButtonItem.SystemItem {
        switch item {
        case .action: .action
        case .add: .add
        case .compose: .compose
        case .bookmarks: .bookmarks
        case .search: .search
        case .organize: .organize
        case .edit: .edit
        case .done: .done
        }
    }

    /// The scene's `statusBarStyle`.
    public override var preferredStatusBarStyle: UIStatusBarStyle {
        switch spec.statusBarStyle {
        case .default: .default
        case .lightContent: .lightContent
        case .darkContent: .darkContent
        }
    }

    /// The scene's `prefersStatusBarHidden`.
    public override var prefersStatusBarHidden: Bool { spec.prefersStatusBarHidden }

    /// UIKit's detent for a scene's.
    static func uiDetent(_ detent: SceneDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        }
    }

    /// UIKit's presentation style for a scene's.
    static func uiStyle(_ style: ScenePresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic: .automatic
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .currentContext: .currentContext
        case .custom: .custom
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        case .none: .none
        case .popover: .popover
        }
    }

    private static func uiMode(_ mode: SceneLargeTitleDisplayMode) -> UINavigationItem.LargeTitleDisplayMode {
        switch mode {
        case .automatic: .automatic
        case .always: .always
        case .never: .never
        }
    }

    /// Not supported (scenes build controllers in code).
    public required init?(coder: NSCoder) { nil }

    /// Adds the scene's views to the root view.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = SceneViewFactory.uiColor(spec.background)
        for subview in spec.views { view.addSubview(SceneViewFactory.makeView(subview)) }
        index(spec.views, in: view.subviews)
        listTable = spec.list.map { SceneListTable(list: $0, in: view) }
    }

    /// Fades the list's selected row with the transition that shows the controller, as a table view
    /// controller does.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        listTable?.clearSelection(animated: animated, coordinator: transitionCoordinator)
    }

    /// The view the scene named `id` (loading the view if needed), for animators that look views up.
    public func sceneView(_ id: String) -> UIView? {
        loadViewIfNeeded()
        return viewsByID[id]
    }

    /// The view the scene gave `match` (loading the view if needed), for matched-view morphs.
    public func matchedView(_ match: String) -> UIView? {
        loadViewIfNeeded()
        return viewsByMatch[match]
    }

    private func index(_ specs: [SceneView], in views: [UIView]) {
        for (spec, view) in zip(specs, views) {
            if let id = spec.id { viewsByID[id] = view }
            if let match = spec.match { viewsByMatch[match] = view }
            if let dynamics = spec.dynamics { dynamicViews.append((dynamics, view)) }
            if let finger = spec.scroll?.finger { scrollFingers.append(finger) }
            index(spec.subviews, in: ((view as? UIVisualEffectView)?.contentView ?? view).subviews)
        }
    }
}

/// The delegate of a scene popover that does not adapt: it answers `.none`, so the popover shows as one on iPhone.
@MainActor
final class ScenePopoverAdaptation: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        .none
    }
}
