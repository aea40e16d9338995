extension DisplayItem {
    /// The same item with `transform` applied after its own (`local × item.transform × transform`),
    /// including its clip shape and mask: used to place items drawn in a layer's own pixel space on the
    /// device, or to rescale items recorded at one scale for another.
    func mapped(by transform: Matrix4) -> DisplayItem {
        switch self {
        case .fill(var fill):
            fill.transform = fill.transform.concatenating(transform)
            return .fill(fill)
        case .image(var image):
            image.transform = image.transform.concatenating(transform)
            return .image(image)
        case .mesh(var mesh):
            mesh.transform = mesh.transform.concatenating(transform)
            return .mesh(mesh)
        case .group(var group):
            if var clip = group.clip {
                clip.transform = clip.transform.concatenating(transform)
                group.clip = clip
            }
            group.mask = group.mask?.map { $0.mapped(by: transform) }
            group.children = group.children.map { $0.mapped(by: transform) }
            return .group(group)
        }
    }
}
