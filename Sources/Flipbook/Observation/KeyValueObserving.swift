import Foundation

/// Where Flipbook's key-value observing happens: the objects that can be observed keep their registrations,
/// and every model change of a layer (its view's geometry, alpha and visibility live there) or of another
/// observable property checks the registrations of the objects it touched. Changes made together (a frame
/// sets a bounds and a position) are checked once, when the outermost of them ends, so observers never see a
/// half-made change. Nothing is checked while nothing is observed.
@MainActor
enum KeyValueObserving {
    /// How many registrations exist, across all objects.
    private static var registrationCount = 0
    /// Whether any object is observed (a model change then tells someone).
    static var isObservingAnything: Bool { registrationCount > 0 }
    /// How deep in ``batch(_:)`` calls the current change is.
    private static var batchDepth = 0
    /// The objects changed in the current batch, in the order first changed.
    private static var changedObjects: [AnyObject] = []

    /// The registrations stored on `object` (a `UIResponder` or a `CALayer`).
    static func registrations(of object: AnyObject) -> [KeyValueRegistration] {
        (object as? UIResponder)?.keyValueRegistrations ?? (object as? CALayer)?.keyValueRegistrations ?? []
    }

    private static func setRegistrations(_ list: [KeyValueRegistration], of object: AnyObject) {
        if let responder = object as? UIResponder {
            responder.keyValueRegistrations = list
        } else if let layer = object as? CALayer {
            layer.keyValueRegistrations = list
        }
    }

    static func add(_ registration: KeyValueRegistration, to object: AnyObject) {
        setRegistrations(registrations(of: object) + [registration], of: object)
        registrationCount += 1
    }

    static func remove(_ registration: KeyValueRegistration, from object: AnyObject) {
        var list = registrations(of: object)
        guard let index = list.firstIndex(where: { $0 === registration }) else { return }
        list.remove(at: index)
        setRegistrations(list, of: object)
        registrationCount -= 1
    }

    /// Runs `body`, checking the objects it changed once it ends (when it is the outermost batch).
    static func batch<Result>(_ body: () -> Result) -> Result {
        guard registrationCount > 0 else { return body() }
        batchDepth += 1
        let result = body()
        batchDepth -= 1
        if batchDepth == 0 {
            let objects = changedObjects
            changedObjects.removeAll()
            for object in objects { check(object) }
        }
        return result
    }

    /// A model property of `layer` changed: its observers, and its view's, are checked.
    static func layerDidChange(_ layer: CALayer) {
        guard registrationCount > 0 else { return }
        objectDidChange(layer)
        if let view = layer.delegate as? UIView { objectDidChange(view) }
    }

    /// An observable property of `object` changed.
    static func objectDidChange(_ object: AnyObject) {
        guard registrationCount > 0 else { return }
        guard batchDepth == 0 else {
            if !changedObjects.contains(where: { $0 === object }) { changedObjects.append(object) }
            return
        }
        check(object)
    }

    private static func check(_ object: AnyObject) {
        for registration in registrations(of: object) { registration.check() }
    }
}
