import Foundation

/// The closure of a ``UIAction``, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title, an image and a handler, as UIKit's `UIAction`: controls run it for events
/// (`addAction(_:for:)`, `UIButton(primaryAction:)`) and bar button items when tapped.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name for an action, unique within a control's actions, as UIKit's `UIAction.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier; adding an action to a control replaces the one with the same identifier.
    public let identifier: Identifier
    /// A title for discoverability (keyboard shortcut lists).
    open var discoverabilityTitle: String?
    /// How the action looks in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a check mark in a menu.
    open var state: UIMenuElement.State
    /// The object running the action while its handler runs (the control or bar button item); nil otherwise.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// The number of actions made so far, for identifiers that are unique and the same on every run.
    private static var made = 0

    /// An action running `handler` (UIKit's
    /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
    /// Without an identifier, the action gets a unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        Self.made += 1
        self.identifier = identifier ?? Identifier("com.flipbook.action.\(Self.made)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
