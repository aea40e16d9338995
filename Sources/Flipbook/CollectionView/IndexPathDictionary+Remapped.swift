import Foundation

extension Dictionary where Key == IndexPath {
    /// The values whose index paths `moves` maps (old to new), under their new index paths; others are dropped.
    func remapped(through moves: [IndexPath: IndexPath]) -> Self {
        var result: Self = [:]
        for (old, value) in self {
            if let new = moves[old] { result[new] = value }
        }
        return result
    }
}
