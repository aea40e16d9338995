import Foundation

/// `UIPageControl`'s appearance proxies (its dots' colours take appearance values), typed as `UIPageControl`
/// for subclasses too (see ``UIAppearance``).
extension UIPageControl {
    /// The proxy of a page control class in `containers` with `trait`: a page control.
    static func makePageControlProxy(containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?)
        -> UIPageControl
    {
        appearanceProxy(containers: containers, trait: trait) { UIPageControl(frame: .zero) }
    }
}
