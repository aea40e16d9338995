import Foundation

/// How a `modalPresentationStyle` becomes the style a presentation actually uses: the one place that
/// decides it (presentation, dismissal, `presentationController` before the presentation, the status bar).
///
/// - `.automatic` (the default since iOS 13) is a page sheet for an ordinary view controller. Apple:
///   "For most view controllers, UIKit maps this style to `.formSheet` in iOS 18 and later, `.pageSheet` in
///   versions of iOS earlier than iOS 18. Some system view controllers may map it to a different style"
///   (developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic). Flipbook's devices report
///   iOS 17 (`UIDevice.systemVersion`), so the style is `.pageSheet`; on an iPhone in portrait (compact width)
///   iOS 18's form sheet is drawn as the same sheet, so only the reported style would differ. The system view
///   controllers that choose otherwise (`UIAlertController`, `UISearchController`, `UIImagePickerController`
///   with the camera, which goes full screen: netguru.com/codestories/ios-13-modals-changes-1) are not part
///   of Flipbook, so every view controller here gets the page sheet.
/// - A `transitioningDelegate` does not change the resolution: with the style left at `.automatic`, UIKit
///   keeps the sheet's presentation controller and runs the delegate's animator inside it, so the presenting
///   view stays in the window (`view(forKey: .from)` is `nil` and the presenter gets no
///   `viewWillDisappear`), the animator's final frame is the sheet's, and the sheet's card, dimming and
///   swipe stay. That is what custom-transition libraries met on iOS 13 (HeroTransitions/Hero#614,
///   takuoka/TKSubmitTransition#61: `view(forKey: .from)` became `nil`; the fix they give is to set
///   `.fullScreen` or `.custom`). The delegate's `presentationController(forPresented:presenting:source:)`
///   is asked only for `.custom`, as Apple documents for `UIViewControllerTransitioningDelegate`.
/// - `.none` is an adaptation answer, not a presentation; presenting with it covers the screen.
/// - A sheet style with an iOS 18 zoom `preferredTransition` presents in full screen (the zoom grows the
///   view to the whole screen).
extension UIViewController {
    /// The style this view controller's presentation uses (see the rule above).
    var resolvedModalPresentationStyle: UIModalPresentationStyle {
        let style: UIModalPresentationStyle
        switch modalPresentationStyle {
        case .automatic: style = Self.automaticPresentationStyle
        case .none: style = .fullScreen
        default: style = modalPresentationStyle
        }
        if style.isSheet, preferredTransition?.isZoom == true { return .fullScreen }
        return style
    }

    /// What `.automatic` means for an ordinary view controller on Flipbook's iOS 17 iPhones.
    static let automaticPresentationStyle = UIModalPresentationStyle.pageSheet
}
