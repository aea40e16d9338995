let expected = """
import Flipbook

final class Card: UIView {
    var a = 1
    var b = 1
    #if DEBUG
    var d = 1
    #endif
}
