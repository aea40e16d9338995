import Foundation
import Raster
import Yams

/// `controllers:` — a mapping from names to controllers, each with a background and views.
extension DecodingContext {
    static let controllerKeys = [
        "background", "views", "title", "largeTitleDisplayMode", "presentationStyle", "isModalInPresentation",
        "detents", "selectedDetent", "largestUndimmedDetent", "prefersGrabberVisible",
        "prefersEdgeAttachedInCompactHeight", "statusBarStyle",
        "prefersStatusBarHidden", "list", "rightBarButton", "popover",
    ]
    static let viewKeys = [
        "id", "frame", "color", "cornerRadius", "alpha", "hidden", "clipsToBounds",
        "image", "contentMode", "shadow", "border", "gradient", "path", "blur", "text", "subviews", "match",
        "grid",
        "symbol", "switch", "dynamics", "scroll", "segmented", "slider", "progress", "activity",
    ]

    func controllers(_ field: Field) -> [SceneController] {
        guard case .mapping(let mapping) = field.node else {
            report(
                field.node, field.path,
                "expected a mapping from controller names to controllers, got \(field.node.described)")
            return []
        }
        if mapping.isEmpty {
            report(field.node, field.path, "expected at least one controller, got an empty mapping")
        }
        var seen = Set<String>()
        var result: [SceneController] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let key) = keyNode, !key.string.isEmpty else {
                report(keyNode, field.path, "expected a controller name, got \(keyNode.described) as a key")
                continue
            }
            let path = field.child(key.string)
            guard seen.insert(key.string).inserted else {
                report(keyNode, path, "duplicate controller name; each controller needs its own name")
                continue
            }
            if let controller = controller(Field(node: value, path: path), id: key.string) {
                result.append(controller)
            }
        }
        return result
    }

    private func controller(_ field: Field, id: String) -> SceneController? {
        guard
            let reader = MappingReader(
                field, keys: Self.controllerKeys,
                expected: "a controller {background, views, title, largeTitleDisplayMode}", context: self)
        else { return nil }
        let background = reader.optional("background").flatMap(color) ?? .white
        let views = reader.optional("views").map { viewList($0) } ?? []
        for key in ["id", "match"] {
            var names = Set<String>()
            checkUnique(key, fields: reader.optional("views"), seen: &names)
        }
        let title = reader.optional("title").flatMap { string($0, "a title (text)") }
        var mode = SceneLargeTitleDisplayMode.automatic
        if let f = reader.optional("largeTitleDisplayMode"),
            let value: SceneLargeTitleDisplayMode = enumCase(f, "a large-title display mode")
        {
            mode = value
        }
        let style = reader.optional("presentationStyle").flatMap {
            enumCase($0, "a modal presentation style") as ScenePresentationStyle?
        }
        let modal = reader.optional("isModalInPresentation").flatMap(bool) ?? false
        var controller = SceneController(
            id: id, background: background, views: views, title: title, largeTitleDisplayMode: mode,
            presentationStyle: style, isModalInPresentation: modal)
        sheetOptions(reader, into: &controller)
        if let f = reader.optional("rightBarButton") {
            controller.rightBarButton = enumCase(f, "a system bar button item")
        }
        popoverOptions(reader, into: &controller)
        if let f = reader.optional("statusBarStyle"), let value: SceneStatusBarStyle = enumCase(f, "a status bar style")
        {
            controller.statusBarStyle = value
        }
        controller.prefersStatusBarHidden = reader.optional("prefersStatusBarHidden").flatMap(bool) ?? false
        controller.list = reader.optional("list").flatMap(sceneList)
        return controller
    }

    private func viewList(_ field: Field) -> [SceneView] {
        list(field, "a list of views").compactMap(view)
    }

    private func view(_ field: Field) -> SceneView? {
        viewCount += 1
        guard viewCount <= limits.views else {
            if viewCount == limits.views + 1 {
                report(field.node, field.path, "more than \(limits.views) views in the scene (--max-views raises it)")
            }
            return nil
        }
        guard
            let reader = MappingReader(
                field, keys: Self.viewKeys,
                expected: "a view {frame, color, cornerRadius, alpha, image, subviews…}",
                context: self)
        else { return nil }
        // The fields are decoded in a function of their own, so that this recursion's stack frame stays small:
        // views nest up to --max-nesting deep on a main thread's stack.
        let frame = reader.required("frame", "a rectangle [x, y, width, height] in the superview's points").flatMap(
            rect)
        var view = viewFields(reader, frame: frame)
        view.subviews = reader.optional("subviews").map { viewList($0) } ?? []
        view.match = reader.optional("match").flatMap {
            string($0, "a match name shared with a view of the other controller")
        }
        return frame == nil ? nil : view
    }

    /// A view's own fields (everything but `subviews` and `match`), read from `reader`.
    @inline(never)
    private func viewFields(_ reader: MappingReader, frame: SceneRect?) -> SceneView {
        var view = SceneView(frame: frame ?? SceneRect(x: 0, y: 0, width: 0, height: 0))
        view.id = reader.optional("id").flatMap { string($0, "a view name") }
        view.color = reader.optional("color").flatMap(color)
        if let f = reader.optional("cornerRadius"),
            let v = number(
                f, in: 0...Scene.Limits.cornerRadius,
                "a corner radius of at least 0 and at most \(format(Scene.Limits.cornerRadius)) points")
        {
            view.cornerRadius = v
        }
        if let f = reader.optional("alpha"), let v = number(f, in: 0...1, "an alpha from 0 to 1") { view.alpha = v }
        if let f = reader.optional("hidden"), let v = bool(f) { view.isHidden = v }
        if let f = reader.optional("clipsToBounds"), let v = bool(f) { view.clipsToBounds = v }
        view.image = reader.optional("image").flatMap(image)
        if let f = reader.optional("contentMode"), let mode: SceneContentMode = enumCase(f, "a content mode") {
            view.contentMode = mode
        }
        view.shadow = reader.optional("shadow").flatMap(shadow)
        view.border = reader.optional("border").flatMap(border)
        view.gradient = reader.optional("gradient").flatMap(gradient)
        view.shape = reader.optional("path").flatMap(shape)
        view.blur = reader.optional("blur").flatMap(blur)
        if let f = reader.optional("blur"), reader.has("image") {
            report(f.node, f.path, "a view with an image cannot also be a blur; put the image in a subview")
        }
        if let f = reader.optional("text") {
            view.text = text(f)
            if view.image != nil {
                report(f.node, f.path, "a view cannot have both an image and text; put the text in a subview")
            }
        }
        view.grid = reader.optional("grid").flatMap(grid)
        view.dynamics = reader.optional("dynamics").flatMap(dynamics)
        if let f = reader.optional("symbol") {
            view.symbol = symbol(f)
            if view.image != nil || view.text != nil {
                report(f.node, f.path, "a view cannot have a symbol and an image or text; put the symbol in a subview")
            }
        }
        if let f = reader.optional("switch") {
            view.switchIsOn = bool(f)
            if view.image != nil || view.text != nil || view.symbol != nil {
                report(f.node, f.path, "a switch cannot also show an image, text or a symbol")
            }
        }
        view.control = control(reader)
        if let f = reader.optional("scroll") {
            view.scroll = scroll(f)
            let others = ["image", "text", "symbol", "grid", "blur"] + Self.controlFields
            let found = others.filter(reader.has)
            if !found.isEmpty {
                report(
                    f.node, f.path,
                    """
                    a scroll view cannot also be \(found.joined(separator: " or ")); put that in a subview, \
                    its content
                    """)
            }
        }
        return view
    }

    /// Reports a view `id` (or `match` name) used twice within one controller (at the second use).
    private func checkUnique(_ key: String, fields: Field?, seen: inout Set<String>) {
        guard let fields, case .sequence(let nodes) = fields.node else { return }
        var index = 0
        for node in nodes {
            defer { index += 1 }
            guard case .mapping(let mapping) = node else { continue }
            let path = fields.element(index)
            if let node = mapping[key], case .scalar(let scalar) = node, !scalar.string.isEmpty,
                !seen.insert(scalar.string).inserted
            {
                let what = key == "id" ? "view name" : "match name"
                report(
                    node, path + ".\(key)",
                    """
                    duplicate \(what) "\(scalar.string.shortenedForMessages)"; \
                    \(what)s must be unique within a controller
                    """
                )
            }
            if let subviews = mapping["subviews"] {
                checkUnique(key, fields: Field(node: subviews, path: path + ".subviews"), seen: &seen)
            }
        }
    }

    /// `image: photos/beach.png`, a PNG path relative to the scene file.
    func image(_ field: Field) -> SceneImage? {
        guard let path = string(field, "a PNG file path relative to the scene file") else { return nil }
        guard baseDirectory != nil else {
            report(
                field.node, field.path,
                "cannot load \"\(path.shortenedForMessages)\": this scene has no file to resolve image paths against"
            )
            return nil
        }
        let url = imageURL(path)
        if let cached = imageCache[url.standardizedFileURL.path] { return SceneImage(image: cached, path: path) }
        guard FileManager.default.fileExists(atPath: url.path) else {
            let lookedFor = path.shortenedForMessages == path ? " (looked for \(url.standardizedFileURL.path))" : ""
            report(
                field.node, field.path,
                """
                no such file "\(path.shortenedForMessages)"\(lookedFor); \
                expected a PNG file path relative to the scene file
                """
            )
            return nil
        }
        guard !imagesOverBudget else { return nil } // reported from the headers, before decoding any
        do {
            let data = try FileProblem.readRegularFile(url)
            // Checked again from the bytes actually read, in case the file changed since its header was.
            let decoder = PNGDecoder()
            if let size = PNGDecoder.claimedSize(of: data),
                let bytes = decoder.limits.decodedByteCount(width: size.width, height: size.height)
            {
                let needed = imageBytes + bytes
                guard needed <= limits.imageMemory else {
                    reportOverBudget(field, path: path, width: size.width, height: size.height, needing: needed)
                    return nil
                }
                imageBytes = needed
            }
            let image = RasterImage(bitmap: try decoder.decode(data), name: path)
            imageCache[url.standardizedFileURL.path] = image
            return SceneImage(image: image, path: path)
        } catch let error as FileProblem {
            report(
                field.node, field.path,
                "cannot read \"\(path.shortenedForMessages)\": \(error.reason); expected a PNG file")
        } catch let error as PNGError {
            report(
                field.node, field.path,
                "cannot read \"\(path.shortenedForMessages)\": \(error.reason); expected a PNG file")
        } catch {
            report(
                field.node, field.path, "cannot read \"\(path.shortenedForMessages)\": \(error); expected a PNG file")
        }
        return nil
    }

    /// `detents: [medium, large]`, `selectedDetent`, `largestUndimmedDetent`, `prefersGrabberVisible`,
    /// `prefersEdgeAttachedInCompactHeight`: only for a controller presented as a sheet.
    private func sheetOptions(_ reader: MappingReader, into controller: inout SceneController) {
        let keys = [
            "detents", "selectedDetent", "largestUndimmedDetent", "prefersGrabberVisible",
            "prefersEdgeAttachedInCompactHeight",
        ]
        if !controller.effectivePresentationStyle.isSheet {
            for key in keys {
                guard let f = reader.optional(key) else { continue }
                report(
                    f.node, f.path,
                    """
                    \(key) applies to a sheet, not to presentationStyle: \
                    \(controller.effectivePresentationStyle.rawValue); use pageSheet, formSheet or automatic \
                    (the default)
                    """)
            }
            return
        }
        if let f = reader.optional("detents") {
            let values = list(f, "a list of detents [medium, large]").map {
                enumCase($0, "a detent") as SceneDetent?
            }
            if values.isEmpty, case .sequence = f.node {
                report(f.node, f.path, "expected at least one detent (medium, large), got an empty list")
            }
            controller.detents = values.compactMap { $0 }
        }
        for key in ["selectedDetent", "largestUndimmedDetent"] {
            guard let f = reader.optional(key), let detent: SceneDetent = enumCase(f, "a detent") else { continue }
            let allowed = controller.detents.isEmpty ? [SceneDetent.large] : controller.detents
            guard allowed.contains(detent) else {
                let names = allowed.map(\.rawValue).joined(separator: ", ")
                report(f.node, f.path, "expected one of the sheet's detents (\(names)), got \"\(detent.rawValue)\"")
                continue
            }
            if key == "selectedDetent" {
                controller.selectedDetent = detent
            } else {
                controller.largestUndimmedDetent = detent
            }
        }
        if let f = reader.optional("prefersGrabberVisible") { controller.prefersGrabberVisible = bool(f) ?? false }
        if let f = reader.optional("prefersEdgeAttachedInCompactHeight") {
            controller.prefersEdgeAttachedInCompactHeight = bool(f) ?? false
        }
    }
}
