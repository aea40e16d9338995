import Flipbook

/// A horizontal carousel of cards that always comes to rest with a card at its leading edge, as apps snap
/// carousels: the scroll view glides at the fast rate and its delegate moves the glide's target to the card edge
/// nearest the projected rest, in the flick's direction.
final class SnappingCarouselViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let cardWidth: CGFloat = 120
    let spacing: CGFloat = 12
    let cardCount = 8
    /// The card at the leading edge each time a glide came to rest.
    private(set) var restingCards: [Int] = []

    /// The distance from one card's leading edge to the next one's.
    var pitch: CGFloat { cardWidth + spacing }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.decelerationRate = .fast
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        for index in 0..<cardCount {
            let card = UIView(frame: CGRect(x: spacing + CGFloat(index) * pitch, y: 40, width: cardWidth, height: 160))
            card.backgroundColor = colors[index % colors.count]
            card.layer.cornerRadius = 12
            scrollView.addSubview(card)
        }
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize = CGSize(width: spacing + CGFloat(cardCount) * pitch, height: scrollView.bounds.height)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let proposed = targetContentOffset.pointee.x / pitch
        let card: CGFloat
        if velocity.x > 0 {
            card = proposed.rounded(.up)
        } else if velocity.x < 0 {
            card = proposed.rounded(.down)
        } else {
            card = proposed.rounded()
        }
        let maximum = max(0, scrollView.contentSize.width - scrollView.bounds.width)
        targetContentOffset.pointee.x = min(max(card * pitch, 0), maximum)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        restingCards.append(Int((scrollView.contentOffset.x / pitch).rounded()))
    }
}
