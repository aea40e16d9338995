import Foundation

// UIBarButtonItem's target-action initialisers in Flipbook's form of a selector: the target's method itself,
// unapplied (`UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Self.done)` for
// `#selector(done(_:))`), taking the item or nothing. A nil target sends the action to the first object of the
// method's type on the responder chain from the bar; `action: nil` makes an item with no action.

extension UIBarButtonItem {
    /// A system item calling `target`'s method `action` with the item when tapped.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Any?,
        action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void
    ) {
        self.init(systemItem: systemItem, title: nil, image: nil, style: .plain)
        connect(target) { action($0)($1) }
    }

    /// A system item calling `target`'s argument-less method `action` when tapped.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Any?,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(systemItem: systemItem, title: nil, image: nil, style: .plain)
        connect(target) { target, _ in action(target)() }
    }

    /// A system item with no action (spaces: `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil,
    /// action: nil)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?) {
        self.init(systemItem: systemItem, title: nil, image: nil, style: .plain)
        self.target = target.map { $0 as AnyObject }
    }

    /// A titled item calling `target`'s method `action` with the item when tapped.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Any?,
        action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void
    ) {
        self.init(systemItem: nil, title: title, image: nil, style: style)
        connect(target) { action($0)($1) }
    }

    /// A titled item calling `target`'s argument-less method `action` when tapped.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Any?, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(systemItem: nil, title: title, image: nil, style: style)
        connect(target) { target, _ in action(target)() }
    }

    /// A titled item with no action.
    public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
        self.init(systemItem: nil, title: title, image: nil, style: style)
        self.target = target.map { $0 as AnyObject }
    }

    /// An image item calling `target`'s method `action` with the item when tapped.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Any?,
        action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void
    ) {
        self.init(systemItem: nil, title: nil, image: image, style: style)
        connect(target) { action($0)($1) }
    }

    /// An image item calling `target`'s argument-less method `action` when tapped.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Any?, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(systemItem: nil, title: nil, image: image, style: style)
        connect(target) { target, _ in action(target)() }
    }

    /// An image item with no action.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Never?) {
        self.init(systemItem: nil, title: nil, image: image, style: style)
        self.target = target.map { $0 as AnyObject }
    }

    /// Stores `target` (weakly) and how to call the method on it (or on the responder chain when nil).
    private func connect<Target: AnyObject>(
        _ target: Any?, call: @escaping @MainActor (Target, UIBarButtonItem) -> Void
    ) {
        let object = target.map { $0 as AnyObject }
        self.target = object
        let followsChain = object == nil
        if let object, !(object is Target) {
            flipbookWarning(
                """
                UIBarButtonItem target \(type(of: object)) has no such action (it belongs to \(Target.self)); \
                taps will do nothing
                """)
        }
        sendAction = { item, view in
            if let receiver = item.target as? Target {
                call(receiver, item)
            } else if followsChain, let receiver = ActionChain.first(Target.self, from: view) {
                call(receiver, item)
            }
        }
    }
}
