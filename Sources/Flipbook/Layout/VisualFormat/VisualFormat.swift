import Foundation

/// A parsed visual format string (Auto Layout's ASCII-art language, `H:|-[a(>=50)]-8-[b]-|`), free of views:
/// names stay names, metrics are already numbers. ``VisualFormatParser`` makes it; `NSLayoutConstraint`
/// turns it into constraints.
struct VisualFormat: Equatable {
    /// `H:` (the default) or `V:`.
    enum Orientation: Equatable {
        case horizontal, vertical
    }

    /// How a predicate relates its two sides.
    enum Relation: Equatable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    /// The right side of a predicate: a number or another view (for sizes only).
    enum Object: Equatable {
        case constant(Double)
        case view(String)
    }

    /// `>=50@750`: a relation, what it relates to and an optional priority.
    struct Predicate: Equatable {
        var relation: Relation
        var object: Object
        var priority: Double?
    }

    /// What joins two neighbours.
    enum Connection: Equatable {
        /// `[a][b]`: no space.
        case flush
        /// `[a]-[b]`: the standard space.
        case standard
        /// `[a]-8-[b]`, `[a]-(>=8,<=20)-[b]`.
        case predicates([Predicate])
    }

    /// `[name(predicates)]`, with where its name starts in the format (for errors found later).
    struct View: Equatable {
        var name: String
        var predicates: [Predicate]
        var position: Int
    }

    var orientation: Orientation
    /// The connection from the superview's leading (top) edge to the first view, when the format starts
    /// with `|`.
    var leadingSuperview: Connection?
    var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection from the last view to the superview's trailing (bottom) edge, when the format ends
    /// with `|`.
    var trailingSuperview: Connection?
    /// Where each `|` is in the format (for errors found later).
    var superviewPositions: [Int]
}

/// A mistake in a visual format string, located as UIKit's exception message locates it: the reason, then
/// the format with a caret under the offending character.
struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    var reason: String
    /// The format string.
    var format: String
    /// Where (a character offset into ``format``).
    var position: Int

    var description: String {
        let caret = String(repeating: " ", count: max(position, 0)) + "^"
        return "Unable to parse constraint format: \n\(reason) \n\(format)\n\(caret)"
    }
}
