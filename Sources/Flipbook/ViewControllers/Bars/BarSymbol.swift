import Foundation

/// The system images iOS shows for system bar button items that are symbols rather than words (`.add` is
/// "plus", `.action` is "square.and.arrow.up", …), drawn at the bar's 17-point size in the item's colour.
@MainActor
enum BarSymbol {
    /// The SF Symbols name iOS draws for `item`, or nil for items shown as words or spaces.
    static func name(for item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .add: "plus"
        case .stop: "xmark"
        case .close: "xmark.circle.fill"
        case .search: "magnifyingglass"
        case .action: "square.and.arrow.up"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .refresh: "arrow.clockwise"
        case .organize: "folder"
        case .bookmarks: "book"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .pageCurl: "book.pages"
        default: nil
        }
    }

    /// An image view drawing `item`'s symbol in `color`, or nil for items without one.
    static func view(for item: UIBarButtonItem.SystemItem, color: UIColor) -> UIView? {
        guard let name = name(for: item),
            let image = UIImage(
                systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular))
        else { return nil }
        let view = UIImageView(image: image)
        view.tintColor = color
        return view
    }
}
