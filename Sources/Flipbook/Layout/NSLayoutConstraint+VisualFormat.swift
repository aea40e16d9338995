import Foundation

extension NSLayoutConstraint {
    /// The standard space between sibling views (`[a]-[b]`).
    static let standardSiblingSpacing: CGFloat = 8
    /// The standard space between a view and its superview's edge (`|-[a]`).
    static let standardSuperviewSpacing: CGFloat = 20

    /// The constraints a visual format string describes, inactive (activate them, as with UIKit):
    /// `H:|-[icon(40)]-12-[title]-|`, `V:|-(>=20@750)-[card(==other)]`.
    ///
    /// `views` maps the names in the format to views (or layout guides), `metrics` names numbers
    /// (`CGFloat`, `Double`, `Int`, `NSNumber`). `options` aligns every view of the format on an attribute
    /// across it, picks the direction of a horizontal format and, for a vertical one, whether spacing runs
    /// baseline to baseline. A bad format string, an unknown name or a `|` without a superview is reported
    /// with UIKit's located message (the format with a caret under the mistake) through
    /// ``LayoutDiagnostics`` and standard error, and gives no constraints, where UIKit raises an exception
    /// (which Swift cannot catch).
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            if let number = Self.number(value) { numbers[name] = number }
        }
        let parsed = VisualFormatParser.parse(format, metrics: numbers, viewNames: Set(views.keys))
        switch parsed {
        case .failure(let error):
            LayoutDiagnostics.current.report(.invalidVisualFormat, error.description)
            return []
        case .success(let visualFormat):
            var builder = VisualFormatConstraintBuilder(format: visualFormat, text: format, options: opts, views: views)
            do {
                return try builder.build()
            } catch let error as VisualFormatError {
                LayoutDiagnostics.current.report(.invalidVisualFormat, error.description)
                return []
            } catch {
                return []
            }
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}

/// Turns a parsed ``VisualFormat`` into constraints between the named views.
@MainActor
private struct VisualFormatConstraintBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute

    let format: VisualFormat
    let text: String
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: Any]
    var constraints: [NSLayoutConstraint] = []

    init(format: VisualFormat, text: String, options: NSLayoutConstraint.FormatOptions, views: [String: Any]) {
        self.format = format
        self.text = text
        self.options = options
        self.views = views
    }

    var horizontal: Bool { format.orientation == .horizontal }

    /// The attributes of a view's start and end along the format, and its size.
    var startEnd: (start: Attribute, end: Attribute) {
        guard horizontal else { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    /// Right to left reverses a horizontal format: `[a]-8-[b]` puts b 8 points left of a.
    var reversed: Bool { horizontal && options.intersection(.directionMask) == .directionRightToLeft }

    mutating func build() throws -> [NSLayoutConstraint] {
        let items = try format.views.map { try item(named: $0.name, at: $0.position) }
        for attribute in options.alignmentAttributes {
            guard let axis = attribute.axis, (axis == .horizontal) != horizontal else {
                let direction = horizontal ? "horizontal" : "vertical"
                throw VisualFormatError(
                    reason: "Options mask required views to be aligned on a \(direction) edge, which is not allowed "
                        + "for layout that is also \(direction).",
                    format: text, position: 0)
            }
        }
        let size: Attribute = horizontal ? .width : .height
        for (view, item) in zip(format.views, items) {
            for predicate in view.predicates {
                let other = try predicate.object.viewName.map { try self.item(named: $0, at: view.position) }
                add(
                    item, size, predicate, other, other == nil ? .notAnAttribute : size,
                    constant: predicate.object.constant)
            }
        }
        let (start, end) = startEnd
        let baselines = !horizontal && options.contains(.spacingBaselineToBaseline)
        for (index, connection) in format.connections.enumerated() {
            let previous = items[index]
            let next = items[index + 1]
            for predicate in predicates(of: connection, standard: NSLayoutConstraint.standardSiblingSpacing) {
                let constant = (predicate.object.constant ?? 0) * (reversed ? -1 : 1)
                if baselines {
                    add(next, .firstBaseline, predicate, previous, .lastBaseline, constant: constant)
                } else {
                    add(next, start, predicate, previous, end, constant: constant)
                }
            }
            for attribute in options.alignmentAttributes {
                add(next, attribute, .init(relation: .equal, object: .constant(0)), items[0], attribute, constant: 0)
            }
        }
        if let leading = format.leadingSuperview {
            let superview = try self.superview(of: items[0], at: format.superviewPositions[0])
            for predicate in predicates(of: leading, standard: NSLayoutConstraint.standardSuperviewSpacing) {
                let constant = (predicate.object.constant ?? 0) * (reversed ? -1 : 1)
                add(items[0], start, predicate, superview, start, constant: constant)
            }
        }
        if let trailing = format.trailingSuperview, let last = items.last {
            let superview = try self.superview(of: last, at: format.superviewPositions.last ?? text.count - 1)
            for predicate in predicates(of: trailing, standard: NSLayoutConstraint.standardSuperviewSpacing) {
                let constant = (predicate.object.constant ?? 0) * (reversed ? -1 : 1)
                add(superview, end, predicate, last, end, constant: constant)
            }
        }
        return constraints
    }

    private func predicates(of connection: VisualFormat.Connection, standard: CGFloat) -> [VisualFormat.Predicate] {
        switch connection {
        case .flush: [VisualFormat.Predicate(relation: .equal, object: .constant(0))]
        case .standard: [VisualFormat.Predicate(relation: .equal, object: .constant(Double(standard)))]
        case .predicates(let list): list
        }
    }

    private func item(named name: String, at position: Int) throws -> AnyObject {
        guard let value = views[name], let item = value as AnyObject as? LayoutItem else {
            throw VisualFormatError(
                reason: "\(name) is not a view or layout guide in the views dictionary.", format: text,
                position: position)
        }
        return item
    }

    private func superview(of item: AnyObject, at position: Int) throws -> UIView {
        guard let superview = (item as? LayoutItem)?.layoutContainer else {
            throw VisualFormatError(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                format: text, position: position)
        }
        return superview
    }

    private mutating func add(
        _ first: AnyObject, _ firstAttribute: Attribute, _ predicate: VisualFormat.Predicate, _ second: AnyObject?,
        _ secondAttribute: Attribute, constant: Double?
    ) {
        let relation: NSLayoutConstraint.Relation =
            switch predicate.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: 1, constant: CGFloat(constant ?? 0))
        if let priority = predicate.priority { constraint.priority = UILayoutPriority(Float(priority)) }
        constraints.append(constraint)
    }
}

extension VisualFormat.Object {
    /// The number, nil for a view.
    var constant: Double? {
        if case .constant(let value) = self { return value }
        return nil
    }

    /// The view's name, nil for a number.
    var viewName: String? {
        if case .view(let name) = self { return name }
        return nil
    }
}

extension VisualFormat.Predicate {
    init(relation: VisualFormat.Relation, object: VisualFormat.Object) {
        self.init(relation: relation, object: object, priority: nil)
    }
}
