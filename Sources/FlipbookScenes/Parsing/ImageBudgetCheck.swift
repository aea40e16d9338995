import Foundation
import Raster
import Yams

/// The memory budget for a scene's images, checked from the PNG headers of every image the scene names
/// before any pixel is decoded: a scene whose images would not fit decodes none of them.
extension DecodingContext {
    /// Reads the header of every image under `controllers` (each file once) and reports the first image
    /// that would take the scene over ``SceneInputLimits/imageMemory``; images are then not decoded at
    /// all. Counted for each image: the decoded images before it, its own decoded pixels and its file,
    /// which is held while it is decoded. Fields that are not what they should be are skipped here; the
    /// decoding pass reports them.
    func checkImageBudget(_ controllers: Field) {
        guard baseDirectory != nil, case .mapping(let mapping) = controllers.node else { return }
        var seen = Set<String>()
        var total = 0
        for (key, controller) in mapping {
            guard let name = key.string, case .mapping(let fields) = controller, let views = fields["views"]
            else { continue }
            let path = controllers.child(name) + ".views"
            guard checkImageBudget(Field(node: views, path: path), seen: &seen, total: &total) else {
                imagesOverBudget = true
                return
            }
        }
    }

    /// Checks the images of a list of views and their subviews; false once one is over the budget.
    private func checkImageBudget(_ views: Field, seen: inout Set<String>, total: inout Int) -> Bool {
        guard case .sequence(let list) = views.node else { return true }
        for (index, view) in list.enumerated() {
            guard case .mapping(let fields) = view else { continue }
            let path = views.element(index)
            if let node = fields["image"], case .scalar(let scalar) = node,
                !claimImage(scalar.string, Field(node: node, path: path + ".image"), seen: &seen, total: &total)
            {
                return false
            }
            if let subviews = fields["subviews"],
                !checkImageBudget(Field(node: subviews, path: path + ".subviews"), seen: &seen, total: &total)
            {
                return false
            }
        }
        return true
    }

    /// Adds the image at `path` (once per file) to `total`; false, after reporting it, when it does not fit.
    private func claimImage(_ path: String, _ field: Field, seen: inout Set<String>, total: inout Int) -> Bool {
        let url = imageURL(path)
        guard seen.insert(url.standardizedFileURL.path).inserted,
            let header = PNGDecoder.claimedSize(ofFileAt: url),
            let bytes = PNGDecoder.Limits.default.decodedByteCount(width: header.width, height: header.height)
        else { return true } // seen, or not a readable PNG within the decoder's limits: the decoding pass says
        let needed = total.addingSaturating(bytes).addingSaturating(header.fileBytes)
        guard needed <= limits.imageMemory else {
            reportOverBudget(field, path: path, width: header.width, height: header.height, needing: needed)
            return false
        }
        total += bytes
        return true
    }

    /// The file an `image:` path names: absolute, or relative to the scene file's folder.
    func imageURL(_ path: String) -> URL {
        guard !path.hasPrefix("/"), let baseDirectory else { return URL(fileURLWithPath: path) }
        return baseDirectory.appendingPathComponent(path)
    }

    /// Reports that the image at `field` would take the scene's images to `needing` bytes, over the budget.
    func reportOverBudget(_ field: Field, path: String, width: Int, height: Int, needing: Int) {
        report(
            field.node, field.path,
            """
            cannot load "\(path.shortenedForMessages)" (\(width)×\(height) px): \
            the scene's images would need more than \(needing >> 20) MB, \
            over the memory budget of \(limits.imageMemory >> 20) MB (--max-memory raises it)
            """
        )
    }
}

extension Int {
    /// `self + other`, or `Int.max` when that overflows.
    fileprivate func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
