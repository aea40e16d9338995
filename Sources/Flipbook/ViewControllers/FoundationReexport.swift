// `import UIKit` brings Foundation along (NSObject, TimeInterval, CGRect, …); `import Flipbook` does the
// same, so animator code written for UIKit compiles with only its import line changed.
@_exported import Foundation
