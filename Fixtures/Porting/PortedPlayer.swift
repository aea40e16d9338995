import Foundation
import UIKit

/// What a mini player tells its owner; written for iOS, where `@objc optional` requirements may be left out.
@MainActor @objc protocol MiniPlayerDelegate {
    @objc optional func miniPlayerDidExpand(_ player: MiniPlayerView)
    @objc optional var miniPlayerTitle: String { get }
}

/// A mini player bar written the way iOS apps write one: controls, a bar button item, keyboard notifications,
/// a display link and timers, all wired with `#selector`.
final class MiniPlayerView: UIView {
    weak var delegate: MiniPlayerDelegate?
    let playButton = UIButton(type: .system)
    private(set) var progress: CGFloat = 0
    private(set) var keyboardHeight: CGFloat = 0
    private(set) var ticks = 0
    private var link: CADisplayLink?
    private var timer: Timer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        playButton.addTarget(self, action: #selector(togglePlay(_:)), for: .touchUpInside)
        playButton.addTarget(self, action: #selector(buttonDown(_:event:)), for: .touchDown)
        addSubview(playButton)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(expand)))
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// A bar button item that closes the player.
    func closeItem() -> UIBarButtonItem {
        UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(MiniPlayerView.close))
    }

    @objc func togglePlay(_ sender: UIButton) {
        if link == nil {
            link = CADisplayLink(target: self, selector: #selector(step(_:)))
            link?.add(to: .main, forMode: .common)
            timer = Timer.scheduledTimer(
                timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        } else {
            link?.invalidate()
            link = nil
            timer?.invalidate()
        }
    }

    @objc private func buttonDown(_ sender: UIButton, event: UIEvent) {
        sender.alpha = 0.5
    }

    @objc private func step(_ link: CADisplayLink) {
        progress = min(1, progress + CGFloat(link.duration) / 30)
    }

    @objc private func tick(_ timer: Timer) {
        ticks += 1
    }

    @objc dynamic func expand() {
        if let didExpand = delegate.map({ $0 }), let call = didExpand.miniPlayerDidExpand {
            call(self)
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.playButton.alpha = 1 }
        }
    }

    @objc func close() {
        removeFromSuperview()
    }

    @objc private func keyboardWillShow(_ note: Notification) {
        let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        keyboardHeight = frame?.height ?? 0
    }

    /// The delegate's title, or a placeholder.
    var title: String { delegate?.miniPlayerTitle ?? "Not Playing" }
}
