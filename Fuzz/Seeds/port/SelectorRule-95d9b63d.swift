import UIKit
class A: NSObject {
    func f(_ d: NSObject) {
        if d.responds(to: #selector(f(_:))) {}
        let s = Selector("f:")
    }
}
