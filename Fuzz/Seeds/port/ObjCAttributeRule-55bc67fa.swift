let expected = """
import Flipbook
protocol A: AnyObject {}
protocol B: NSObjectProtocol {}
public protocol C: Equatable, AnyObject {}
protocol D {}
