import Foundation

extension DisplayItem {
    /// The item drawn through `m` after its own transform (`item.transform × m`), children, clips and
    /// masks included.
    func transformed(by m: Matrix4) -> DisplayItem {
        switch self {
        case .fill(var fill):
            fill.transform = fill.transform.concatenating(m)
            return .fill(fill)
        case .shape(var shape):
            shape.transform = shape.transform.concatenating(m)
            return .shape(shape)
        case .backdrop(var backdrop):
            backdrop.shape.transform = backdrop.shape.transform.concatenating(m)
            return .backdrop(backdrop)
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

    /// The item with its opacity multiplied by `opacity` (a fill's colour alpha, a shape's paint colours'
    /// alpha, an image's, mesh's or group's opacity).
    func multiplyingOpacity(_ opacity: Double) -> DisplayItem {
        guard opacity != 1 else { return self }
        switch self {
        case .fill(var fill):
            fill.color.alpha *= opacity
            return .fill(fill)
        case .shape(var shape):
            shape.paint = shape.paint.multiplyingOpacity(opacity)
            return .shape(shape)
        case .backdrop:
            // A blurred backdrop replaces what is under it whatever the opacity (on iOS an effect
            // view under a translucent ancestor does not render its blur correctly either).
            return self
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

extension Paint {
    /// The paint with every colour's alpha multiplied by `opacity`.
    func multiplyingOpacity(_ opacity: Double) -> Paint {
        switch self {
        case .solid(var color):
            color.alpha *= opacity
            return .solid(color)
        case .gradient(var gradient):
            for i in gradient.stops.indices { gradient.stops[i].color.alpha *= opacity }
            return .gradient(gradient)
        }
    }
}
