/// `pageUnCurl`: ``PageCurlEffect`` played backwards with the roles swapped — the new content is a
/// page that unrolls over the old content and lies down flat, from the subtype's corner.
struct PageUnCurlEffect: TransitionEffect {
    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        PageCurlEffect().interiorItems(for: frame.reversed(progress: 1 - frame.progress))
    }
}
