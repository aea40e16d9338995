import Foundation

/// One appearance proxy's recorded values: which objects they reach (`target`'s class or a subclass, inside
/// the containers, with the traits) and the setters to replay on them, by property name.
@MainActor
final class AppearanceRule {
    /// The class the proxy was asked of (`MyControl` in `MyControl.appearance()`).
    let target: AnyClass
    /// The containers, innermost first.
    let containers: [AnyClass]
    /// The traits an object's trait collection must have, if any.
    let trait: UITraitCollection?
    /// When the rule was made (among rules as specific, later ones win).
    let order: Int
    /// The values set on the proxy, as setters, with the property names in the order first set.
    private(set) var setters: [(key: String, apply: (AnyObject) -> Void)] = []

    init(target: AnyClass, containers: [AnyClass], trait: UITraitCollection?, order: Int) {
        self.target = target
        self.containers = containers
        self.trait = trait
        self.order = order
    }

    /// Records (or replaces) the value of the property `key`.
    func record(_ key: String, _ apply: @escaping (AnyObject) -> Void) {
        if let index = setters.firstIndex(where: { $0.key == key }) {
            setters[index].apply = apply
        } else {
            setters.append((key, apply))
        }
    }

    /// Whether the rule reaches `object`, whose containers (innermost first) are `ancestors`.
    func matches(_ object: AnyObject, ancestors: [AnyObject], traits: UITraitCollection?) -> Bool {
        guard AppearanceRules.isInstance(object, of: target) else { return false }
        if let trait {
            guard let traits, AppearanceRules.traits(traits, include: trait) else { return false }
        }
        var remaining = containers[...]
        for ancestor in ancestors {
            guard let next = remaining.first else { break }
            if AppearanceRules.isInstance(ancestor, of: next) { remaining = remaining.dropFirst() }
        }
        return remaining.isEmpty
    }
}

/// The world's appearance proxies and their rules (kept by `UIApplication`, so each `World` starts clean).
@MainActor
final class AppearanceRules {
    private var rules: [AppearanceRule] = []
    private var proxies: [ObjectIdentifier: AnyObject] = [:]

    /// The proxy for `target` in `containers` with `trait`: the same object each time it is asked for, made by
    /// `make` (as a real instance of the nearest Flipbook class) the first time.
    func proxy<Proxy: AnyObject>(
        for target: AnyClass, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?,
        make: () -> Proxy, attach: (Proxy, AppearanceRule) -> Void
    ) -> Proxy {
        let classes = containers.map { $0 as AnyClass }
        if let rule = rules.first(where: { rule in
            rule.target == target && rule.containers.elementsEqual(classes, by: ==)
                && rule.trait === trait
        }), let proxy = proxies[ObjectIdentifier(rule)] as? Proxy {
            return proxy
        }
        let rule = AppearanceRule(target: target, containers: classes, trait: trait, order: rules.count)
        let proxy = make()
        attach(proxy, rule)
        rules.append(rule)
        proxies[ObjectIdentifier(rule)] = proxy
        return proxy
    }

    /// Gives `object` the values of every rule that reaches it, less specific rules first (a rule with more
    /// containers, or traits, wins over one with fewer; among equals the later one). `skipping` names the
    /// properties the app set on the object itself.
    /// With `target`, the rules that reach `object` give their values to `target` instead (a scratch object
    /// that reads them out without changing `object`).
    func apply(
        to object: AnyObject, ancestors: [AnyObject], traits: UITraitCollection?, skipping: Set<String>,
        target: AnyObject? = nil
    ) {
        let reaching = rules.filter { $0.matches(object, ancestors: ancestors, traits: traits) }
        guard !reaching.isEmpty else { return }
        let ordered = reaching.sorted {
            ($0.containers.count + ($0.trait == nil ? 0 : 1), $0.order)
                < ($1.containers.count + ($1.trait == nil ? 0 : 1), $1.order)
        }
        for rule in ordered {
            for setter in rule.setters where !skipping.contains(setter.key) { setter.apply(target ?? object) }
        }
    }

    /// Whether `object` is an instance of `cls` or of one of its subclasses.
    static func isInstance(_ object: AnyObject, of cls: AnyClass) -> Bool {
        var current: AnyClass? = type(of: object)
        while let candidate = current {
            if candidate == cls { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether `traits` has the idiom and size classes `required` specifies (`.unspecified` ones match any).
    static func traits(_ traits: UITraitCollection, include required: UITraitCollection) -> Bool {
        (required.userInterfaceIdiom == .unspecified || required.userInterfaceIdiom == traits.userInterfaceIdiom)
            && (required.horizontalSizeClass == .unspecified
                || required.horizontalSizeClass == traits.horizontalSizeClass)
            && (required.verticalSizeClass == .unspecified || required.verticalSizeClass == traits.verticalSizeClass)
    }
}
