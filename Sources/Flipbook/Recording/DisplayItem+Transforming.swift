import Foundation

extension DisplayItem {
    /// The item drawn through `m` after its own transform (`item.transform × m`), children, clips and
    /// masks included.
    func transformed(by m: Matrix4) -> DisplayItem {
        switch self {
        case .fill(var fill):
            fill.transform = fill.transform.concatenating(m)
            return .fill(fill)
        case .image(var image):
            image.transform = image.transform.concatenating(m)
            return .image(image)
        case .mesh(var mesh):
            mesh.transform = mesh.transform.concatenating(m)
            return .mesh(mesh)
        case .group(var group):
            group.children = group.children.map { $0.transformed(by: m) }
            group.mask = group.mask?.map { $0.transformed(by: m) }
            if var clip = group.clip {
                clip.transform = clip.transform.concatenating(m)
                group.clip = clip
            }
            return .group(group)
        }
    }

    /// The item with its opacity multiplied by `opacity` (a fill's colour alpha, an image's, mesh's or
    /// group's opacity).
    func multiplyingOpacity(_ opacity: Double) -> DisplayItem {
        guard opacity != 1 else { return self }
        switch self {
        case .fill(var fill):
            fill.color.alpha *= opacity
            return .fill(fill)
        case .image(var image):
            image.opacity *= opacity
            return .image(image)
        case .mesh(var mesh):
            mesh.opacity *= opacity
            return .mesh(mesh)
        case .group(var group):
            group.opacity *= opacity
            return .group(group)
        }
    }
}
