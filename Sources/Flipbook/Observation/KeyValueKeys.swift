import Foundation

/// The keys Flipbook can observe, by the key paths UIKit and Core Animation clients use: string key paths
/// (`"frame"`, `"contentOffset"`, `"hidden"` or `"isHidden"`) and Swift key paths (`\.frame`), each read
/// through the property itself.
@MainActor
enum KeyValueKeys {
    /// A view's observable keys.
    static let viewKeys = ["frame", "bounds", "center", "transform", "alpha", "isHidden", "hidden"]
    /// A scroll view's, beyond a view's.
    static let scrollViewKeys = ["contentOffset", "contentSize", "contentInset"]
    /// A view controller's.
    static let controllerKeys = ["preferredContentSize"]
    /// A layer's.
    static let layerKeys = [
        "position", "bounds", "frame", "transform", "opacity", "anchorPoint", "zPosition", "cornerRadius",
        "isHidden", "hidden", "shadowOpacity", "shadowRadius", "shadowOffset", "borderWidth",
    ]

    /// The keys `object` can be observed for, for messages.
    static func observableKeys(of object: AnyObject) -> [String] {
        switch object {
        case is UIScrollView: viewKeys + scrollViewKeys
        case is UIView: viewKeys
        case is UIViewController: controllerKeys
        case is CALayer: layerKeys
        default: []
        }
    }

    /// Reads `keyPath` of `object`, or nil when Flipbook cannot observe that key of it.
    static func reader(for keyPath: String, of object: AnyObject) -> (@MainActor (AnyObject) -> Any?)? {
        switch (object, keyPath) {
        case (is UIScrollView, "contentOffset"): return { ($0 as! UIScrollView).contentOffset }
        case (is UIScrollView, "contentSize"): return { ($0 as! UIScrollView).contentSize }
        case (is UIScrollView, "contentInset"): return { ($0 as! UIScrollView).contentInset }
        case (is UIView, "frame"): return { ($0 as! UIView).frame }
        case (is UIView, "bounds"): return { ($0 as! UIView).bounds }
        case (is UIView, "center"): return { ($0 as! UIView).center }
        case (is UIView, "transform"): return { ($0 as! UIView).transform }
        case (is UIView, "alpha"): return { ($0 as! UIView).alpha }
        case (is UIView, "isHidden"), (is UIView, "hidden"): return { ($0 as! UIView).isHidden }
        case (is UIViewController, "preferredContentSize"):
            return { ($0 as! UIViewController).preferredContentSize }
        case (is CALayer, _) where layerKeys.contains(keyPath):
            let key = keyPath == "hidden" ? "isHidden" : keyPath
            return { layer in
                let layer = layer as! CALayer
                return key == "isHidden" ? layer.isHidden : (key == "frame" ? layer.frame : layer.value(forKey: key))
            }
        default: return nil
        }
    }

    /// The UIKit name of a Swift key path rooted at `Root`, or nil when Flipbook cannot observe it.
    static func name<Root>(of keyPath: PartialKeyPath<Root>) -> String? {
        if let type = Root.self as? any ObservableScrollView.Type, let name = scrollViewName(type, keyPath) {
            return name
        }
        if let type = Root.self as? any ObservableView.Type, let name = viewName(type, keyPath) { return name }
        if let type = Root.self as? any ObservableController.Type, let name = controllerName(type, keyPath) {
            return name
        }
        if let type = Root.self as? any ObservableLayer.Type, let name = layerName(type, keyPath) { return name }
        return nil
    }

    private static func viewName<T: ObservableView>(_ type: T.Type, _ keyPath: AnyKeyPath) -> String? {
        let names: [AnyKeyPath: String] = [
            \T.frame: "frame", \T.bounds: "bounds", \T.center: "center", \T.transform: "transform",
            \T.alpha: "alpha", \T.isHidden: "isHidden",
        ]
        return names[keyPath]
    }

    private static func scrollViewName<T: ObservableScrollView>(_ type: T.Type, _ keyPath: AnyKeyPath) -> String? {
        let names: [AnyKeyPath: String] = [
            \T.contentOffset: "contentOffset", \T.contentSize: "contentSize", \T.contentInset: "contentInset",
        ]
        return names[keyPath]
    }

    private static func controllerName<T: ObservableController>(_ type: T.Type, _ keyPath: AnyKeyPath) -> String? {
        keyPath == \T.preferredContentSize ? "preferredContentSize" : nil
    }

    private static func layerName<T: ObservableLayer>(_ type: T.Type, _ keyPath: AnyKeyPath) -> String? {
        let names: [AnyKeyPath: String] = [
            \T.position: "position", \T.bounds: "bounds", \T.frame: "frame", \T.transform: "transform",
            \T.opacity: "opacity", \T.anchorPoint: "anchorPoint", \T.zPosition: "zPosition",
            \T.cornerRadius: "cornerRadius", \T.isHidden: "isHidden", \T.shadowOpacity: "shadowOpacity",
            \T.shadowRadius: "shadowRadius", \T.shadowOffset: "shadowOffset", \T.borderWidth: "borderWidth",
        ]
        return names[keyPath]
    }
}

// Marker protocols whose existential metatypes open to a key path's actual root type, so that `\MyView.frame`
// is compared with `\MyView.frame` (key paths of different roots are never equal).
@MainActor protocol ObservableView: UIView {}
extension UIView: ObservableView {}
@MainActor protocol ObservableScrollView: UIScrollView {}
extension UIScrollView: ObservableScrollView {}
@MainActor protocol ObservableController: UIViewController {}
extension UIViewController: ObservableController {}
@MainActor protocol ObservableLayer: CALayer {}
extension CALayer: ObservableLayer {}
